// `npm test`: every check, reporting every step's result (a failed step does not hide the others; a step that needs
// a failed one is reported as not run). Ends with the line `N passed, N failed` (Vitest's, the live class's and
// Playwright's test counts; a failing step that reports no failed test counts as one).
//
// The engine speed budgets run first, alone; then the steps run in two lanes side by side, because the machine's two
// cores are not kept busy by either alone:
//   checks: lint, Vitest, the live class's cluster test;
//   site:   the type check, the build, the size budgets, the browser tests (Playwright Test);
// then, alone, the lesson budgets.
// Each step's output goes to test-results/<step>.log and is printed whole when the step ends. Vitest runs at the
// lowest CPU priority (nice 19), so that the build, on which the browser tests wait, gets the cores first; the lesson
// budgets, which measure page loads, run alone at the end; the browser tests' own timing checks, which share the
// cores, calibrate for the machine's load.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { HEADLESS_SHELL, isExecutable, testChromium } from '../test/e2e/browser.mjs';

const REPORTS = 'test-results';
const VITEST_JSON = `${REPORTS}/vitest.json`;
const E2E_JSON = `${REPORTS}/e2e.json`;
const LIVE_TAP = `${REPORTS}/live.tap`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };
const bin = (name) => `node_modules/.bin/${name}`;

const hasCommand = (c) => spawnSync('sh', ['-c', `command -v ${c}`], { stdio: 'ignore' }).status === 0;

/** Installs Debian packages with apt-get when running as root on Debian; returns the status. */
function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return 1;
  console.log(`missing: installing Debian's ${packages.join(', ')} with apt-get`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args, stdio) => spawnSync('apt-get', args, { env: aptEnv, stdio }).status ?? 1;
  if (run(['update', '-qq'], 'inherit') !== 0) return 1;
  return run(['install', '-y', '-qq', ...packages], ['ignore', 'ignore', 'inherit']);
}

/**
 * The programs the tests need: Chromium (the lesson budgets measure with it), Chromium's headless shell (the
 * browser tests' browser when installed: about half the CPU, test/e2e/browser.mjs), poppler-utils' pdftotext (the
 * printed pages' text) and redis-server (the live class over two processes).
 */
function ensureTools() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const wanted = [];
  if (!isExecutable(path) && path === '/usr/bin/chromium') wanted.push('chromium');
  if (!hasCommand('pdftotext')) wanted.push('poppler-utils');
  if (!hasCommand('redis-server')) wanted.push('redis-server');
  if (wanted.length) aptInstall(wanted);
  // Optional: without the headless shell the browser tests run in the full Chromium.
  if (!process.env.CHROMIUM_PATH && !isExecutable(HEADLESS_SHELL)) aptInstall(['chromium-headless-shell']);
  const problems = [];
  if (!isExecutable(path))
    problems.push(
      `No Chromium at ${path}: install it with "apt-get install chromium" (as root) or set CHROMIUM_PATH to a Chromium binary.`,
    );
  if (!hasCommand('pdftotext'))
    problems.push('No pdftotext: install it with "apt-get install poppler-utils" (as root).');
  if (!hasCommand('redis-server'))
    problems.push('No redis-server: install it with "apt-get install redis-server" (as root).');
  for (const p of problems) console.error(p);
  if (problems.length) return 1;
  const version = (f) => (spawnSync(f, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim() || 'version unknown';
  const tests = testChromium();
  console.log(
    `using ${path}: ${version(path)}; browser tests: ${tests === path ? 'the same' : `${tests}: ${version(tests)}`}; pdftotext and redis-server found`,
  );
  return 0;
}

/** Reads Vitest's JSON report: { passed, failed }, or null if there is none. */
function vitestCounts() {
  if (!existsSync(VITEST_JSON)) return null;
  const j = JSON.parse(readFileSync(VITEST_JSON, 'utf8'));
  return { passed: j.numPassedTests ?? 0, failed: j.numFailedTests ?? 0 };
}

/** Reads node:test's TAP summary (`# pass N`, `# fail N`): { passed, failed }, or null if there is none. */
function tapCounts(file) {
  if (!existsSync(file)) return null;
  const tap = readFileSync(file, 'utf8');
  const n = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { passed: n('pass'), failed: n('fail') + n('cancelled') };
}

/**
 * Reads Playwright's JSON report: { passed, failed, flaky }. A test that passed on its retry counts as passed and is
 * named in `flaky` (reported, not hidden); a skipped test counts as failed: no browser test may be skipped.
 */
function e2eCounts() {
  if (!existsSync(E2E_JSON)) return null;
  const j = JSON.parse(readFileSync(E2E_JSON, 'utf8'));
  const s = j.stats ?? {};
  const flaky = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'flaky') flaky.push(`${spec.file}: ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, [...path, suite.title]);
  };
  for (const suite of j.suites ?? []) walk(suite, []);
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + (s.skipped ?? 0),
    flaky,
  };
}

/**
 * Runs a command with its output into test-results/<name>.log; resolves to its exit status (1 if it did not start).
 * `nice` (0 to 19) lowers its CPU priority and that of every process it starts.
 */
function run(name, cmd, args, extraEnv = {}, nice = 0) {
  return new Promise((resolve) => {
    const log = createWriteStream(`${REPORTS}/${name}.log`);
    const child = spawn(cmd, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (nice && child.pid) {
      try {
        setPriority(child.pid, nice);
      } catch (e) {
        log.write(`(could not lower the priority: ${e.message})\n`);
      }
    }
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (e) => {
      log.write(`${cmd}: ${e.message}\n`);
      log.end(() => resolve(1));
    });
    child.on('close', (code) => log.end(() => resolve(code ?? 1)));
  });
}

/** A step of `npm test`: `exec()` resolves to an exit status; `counts()` reads its report. */
const step = (name, exec, counts) => ({ name, exec, counts });
const cmd = (name, command, args, { env: extraEnv = {}, nice = 0 } = {}, counts = undefined) =>
  step(name, () => run(name, command, args, extraEnv, nice), counts);

const steps = {
  lint: cmd('lint', 'npm', ['run', '-s', 'lint']),
  // Next's route types (`next typegen`, into .next/types), then tsc: the one type check (`next build` skips its own).
  typecheck: cmd('typecheck', 'npm', ['run', '-s', 'typecheck']),
  speed: cmd('speed', bin('tsx'), ['scripts/speed-budget.ts']),
  vitest: cmd(
    'vitest',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
    { nice: 19 },
    vitestCounts,
  ),
  // The live class's integration tests (test/live/*.live.test.mjs): real Socket.IO clients and HTTP requests against
  // server processes sharing a real redis-server.
  live: cmd(
    'live',
    'node',
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${LIVE_TAP}`,
      ...readdirSync('test/live')
        .filter((f) => f.endsWith('.live.test.mjs'))
        .sort()
        .map((f) => `test/live/${f}`),
    ],
    {},
    () => tapCounts(LIVE_TAP),
  ),
  // With the developer pages (app/dev/), which the 3-D board's browser test opens; `npm run build` leaves them out.
  build: cmd('build', 'npm', ['run', '-s', 'build'], { env: { HEXPLORE_DEV_PAGES: '1' } }),
  size: step('size', async () => {
    if (!existsSync('out/index.html')) return 1;
    return (
      (await run('size', 'node', ['scripts/first-load.mjs', 'out'])) ||
      run('size-budget', 'node', ['scripts/size-budget.mjs', 'out'])
    );
  }),
  // Every lesson loaded once with mobile throttling: first paint, first board interactive, boards ready when
  // scrolled to, long tasks, DOM size (issue #17, scripts/measure-lesson.mjs). Alone, after the browser tests: beside
  // them its loads ran 2-3x slower than on a quiet machine, more than its calibration makes up for (first boards
  // 2.6-3.1 s against 2.5 s, boards late when scrolled to), also with its processes in a CPU group of their own that
  // got the cores first (the two cores are one core's two threads: a busy neighbour slows the other thread).
  lessons: cmd('lessons', 'node', ['scripts/measure-lesson.mjs', '--budget']),
  e2e: cmd('e2e', bin('playwright'), ['test'], {}, e2eCounts),
};

/**
 * The machine's busy CPU time so far, in seconds of one core (all cores' user, system, interrupt and stolen time from
 * /proc/stat; Linux only, else null). Read at the start and the end: how much of the two cores the run kept busy.
 * (Chromium's renderers are not this process's children after the zygote's fork, so the children's own CPU time
 * would leave most of the browser tests out.)
 */
function busyCpu() {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = f; // not idle, not waiting for I/O
    return (user + nice + system + irq + softirq + steal) / 100; // clock ticks of 1/100 s
  } catch {
    return null;
  }
}
const busy0 = busyCpu();

const results = new Map();
const t00 = performance.now();

/** Runs one step (if every step it needs passed), prints its log, records its result; resolves to true if it passed. */
async function runStep(s, needs = []) {
  const failedNeed = needs.find((n) => results.get(n)?.code !== 0);
  if (failedNeed) {
    results.set(s.name, { code: null, skipped: `not run: ${failedNeed} failed`, passed: 0, failed: 0 });
    console.log(`\n=== ${s.name}: not run (${failedNeed} failed)`);
    return false;
  }
  const t0 = performance.now();
  const start = ((t0 - t00) / 1000).toFixed(0);
  let code;
  try {
    code = await s.exec();
  } catch (e) {
    console.error(`${s.name}: ${e.message}`);
    code = 1;
  }
  let c = { passed: 0, failed: 0 };
  try {
    c = s.counts?.() ?? c;
  } catch (e) {
    console.error(`${s.name}: its report could not be read: ${e.message}`);
  }
  if (code !== 0 && c.failed === 0) c = { ...c, failed: 1 }; // a crash, a type error or a failed build counts as one
  const secs = (performance.now() - t0) / 1000;
  results.set(s.name, { code, secs, start, ...c });
  const logs = [s.name, ...(s.name === 'size' ? ['size-budget'] : [])].map((n) => `${REPORTS}/${n}.log`);
  console.log(`\n=== ${s.name} (started at ${start} s, ${secs.toFixed(1)} s${code ? ', FAILED' : ''})`);
  for (const f of logs) if (existsSync(f)) process.stdout.write(readFileSync(f, 'utf8'));
  return code === 0;
}

/** Runs steps one after another; each needs the ones before it in its lane only where `needs` says so. */
async function lane(list) {
  for (const [s, needs] of list) await runStep(s, needs);
}

for (const f of [VITEST_JSON, E2E_JSON, LIVE_TAP]) rmSync(f, { force: true });
mkdirSync(REPORTS, { recursive: true });

console.log('=== tools');
const toolsCode = ensureTools();
results.set('tools', { code: toolsCode, secs: 0, passed: 0, failed: toolsCode ? 1 : 0 });

// The engine speed budgets first, alone (about 8 s): calibrated for load, but a figure measured while the machine's
// load changes between its runs and the calibration's can still miss its budget (Panoply's dests, 42.6 µs against
// 43.7, beside the build and another engineer's tests).
await runStep(steps.speed);

await Promise.all([
  lane([[steps.lint], [steps.vitest], [steps.live, ['tools']]]),
  (async () => {
    // Before the build, not beside it: both write .next/.
    await runStep(steps.typecheck);
    await runStep(steps.build);
    await runStep(steps.size, ['build']);
    await runStep(steps.e2e, ['tools', 'build']);
  })(),
]);
// The lesson budgets last, when both lanes are done: with Vitest's last minute beside them (at nice 19) King and
// Queen's first board measured 2 570 ms against 2 500 after calibration.
await runStep(steps.lessons, ['tools', 'build']);

let passed = 0;
let failed = 0;
const lines = [];
for (const name of ['tools', ...Object.keys(steps)]) {
  const r = results.get(name);
  if (!r) continue;
  passed += r.passed;
  failed += r.failed;
  const what = r.skipped ?? (r.code ? 'FAILED' : 'ok');
  const counts = r.passed || r.failed ? `, ${r.passed} passed, ${r.failed} failed` : '';
  lines.push(
    `  ${name.padEnd(10)} ${what}${r.secs !== undefined && !r.skipped ? ` in ${r.secs.toFixed(1)} s` : ''}${counts}`,
  );
}
const flaky = results.get('e2e')?.flaky ?? [];
const wall = (performance.now() - t00) / 1000;
const busy = busy0 === null ? null : busyCpu() - busy0;
const cores = availableParallelism();
console.log(
  `\nsteps (wall ${wall.toFixed(0)} s${busy === null ? '' : `; the machine's CPU busy ${busy.toFixed(0)} s of ${(wall * cores).toFixed(0)} on ${cores} cores, with whatever else ran`}):\n${lines.join('\n')}`,
);
if (flaky.length) console.log(`flaky (failed, then passed on the retry): ${flaky.length}\n  ${flaky.join('\n  ')}`);
const ok = [...results.values()].every((r) => r.code === 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
