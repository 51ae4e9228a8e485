// `npm test`: every check, in order, stopping at the first failure. Always ends with the line `N passed, N failed`
// (the sum of Vitest's and node:test's test counts; a failing step that reports no failed test counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { HEADLESS_SHELL, isExecutable, testChromium } from '../test/e2e/browser.mjs';

const REPORTS = 'test-results';
const VITEST_JSON = `${REPORTS}/vitest.json`;
const E2E_TAP = `${REPORTS}/e2e.tap`;
const LIVE_TAP = `${REPORTS}/live.tap`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => `node_modules/.bin/${name}`;

/** Runs a command with inherited output; returns its exit status (1 if it could not start). */
function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, ...opts });
  if (r.error) console.error(`${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

const hasCommand = (c) => spawnSync('sh', ['-c', `command -v ${c}`], { stdio: 'ignore' }).status === 0;

/** Installs Debian packages with apt-get when running as root on Debian; returns the status. */
function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) return 1;
  console.log(`missing: installing Debian's ${packages.join(', ')} with apt-get`);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env: aptEnv }) !== 0) return 1;
  return run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: aptEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The programs the browser tests need: Chromium (the lesson budgets measure with it), Chromium's headless shell (the
 * end-to-end tests' browser when installed: about half the CPU, test/e2e/browser.mjs), and poppler-utils' pdftotext
 * (the printed pages' text).
 */
function ensureTools() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const wanted = [];
  if (!isExecutable(path) && path === '/usr/bin/chromium') wanted.push('chromium');
  if (!hasCommand('pdftotext')) wanted.push('poppler-utils');
  if (wanted.length) aptInstall(wanted);
  // Optional: without the headless shell the end-to-end tests run in the full Chromium.
  if (!process.env.CHROMIUM_PATH && !isExecutable(HEADLESS_SHELL)) aptInstall(['chromium-headless-shell']);
  if (!isExecutable(path)) {
    console.error(
      `No Chromium at ${path}: install it with "apt-get install chromium" (as root) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    return 1;
  }
  if (!hasCommand('pdftotext')) {
    console.error('No pdftotext: install it with "apt-get install poppler-utils" (as root).');
    return 1;
  }
  const version = (f) => (spawnSync(f, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim() || 'version unknown';
  const tests = testChromium();
  console.log(
    `using ${path}: ${version(path)}; end-to-end tests: ${tests === path ? 'the same' : `${tests}: ${version(tests)}`}; pdftotext found`,
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
function tapCounts(file = E2E_TAP) {
  if (!existsSync(file)) return null;
  const tap = readFileSync(file, 'utf8');
  const n = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { passed: n('pass'), failed: n('fail') + n('cancelled') };
}

/**
 * The end-to-end test files, the longest first (each of these takes one to four minutes in CI; the rest less), so
 * that the two parallel runs end together instead of one long file running alone at the end. The longest checks are
 * split into files of a few minutes each (a share of the pages, of the lessons, a variant each) for the same reason.
 */
const LONG_E2E = [
  'board3d-pick-lengthleaper',
  'board3d-many',
  'lessons',
  'print',
  'play',
  'a11y-pages-1',
  'a11y-pages-2',
  'a11y-pages-3',
  'slides-fit-1',
  'slides-fit-2',
  'slides-fit-3',
  'puzzles',
  'robust',
  'board3d-pick-panoply',
  'fit',
  'board3d-toggle',
  'puzzles-all',
  'board3d',
  'board3d-pick-fullhouse',
  'explore',
  'play-worker',
];
function e2eFiles() {
  const rank = (f) => {
    const i = LONG_E2E.indexOf(f.replace(/\.e2e\.test\.mjs$/, ''));
    return i < 0 ? LONG_E2E.length : i;
  };
  return readdirSync('test/e2e')
    .filter((f) => f.endsWith('.e2e.test.mjs'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((f) => `test/e2e/${f}`);
}

/**
 * The live class's integration tests (test/live/*.live.test.mjs, issue #35): real Socket.IO clients against server
 * processes sharing a real redis-server (Debian's package, installed here when missing and running as root).
 */
function liveTests() {
  if (!hasCommand('redis-server')) aptInstall(['redis-server']);
  if (!hasCommand('redis-server')) {
    console.error('No redis-server: install it with "apt-get install redis-server" (as root).');
    return 1;
  }
  const files = readdirSync('test/live')
    .filter((f) => f.endsWith('.live.test.mjs'))
    .sort()
    .map((f) => `test/live/${f}`);
  return run('node', [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${LIVE_TAP}`,
    ...files,
  ]);
}

/** Reports a missing file; the step's failing status. */
function missing(file) {
  console.error(`${file} is missing`);
  return 1;
}

const steps = [
  { name: 'tools', run: ensureTools },
  { name: 'lint', run: () => run('npm', ['run', '-s', 'lint']) },
  { name: 'typecheck', run: () => run(bin('tsc'), ['--noEmit']) },
  {
    name: 'vitest',
    run: () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]),
    counts: vitestCounts,
  },
  { name: 'live', run: liveTests, counts: () => tapCounts(LIVE_TAP) },
  { name: 'speed', run: () => run(bin('tsx'), ['scripts/speed-budget.ts']) },
  // With the developer pages (app/dev/), which the 3-D board's end-to-end test opens; `npm run build` leaves them out.
  {
    name: 'build',
    run: () => run('npm', ['run', '-s', 'build'], { env: { ...env, HEXPLORE_DEV_PAGES: '1' } }),
  },
  {
    name: 'size',
    run: () =>
      existsSync('out/index.html')
        ? run('node', ['scripts/first-load.mjs', 'out']) || run('node', ['scripts/size-budget.mjs', 'out'])
        : missing('out/index.html'),
  },
  // Every lesson loaded once with mobile throttling: first paint, first board interactive, boards ready when
  // scrolled to, long tasks, DOM size (issue #17, scripts/measure-lesson.mjs).
  { name: 'lessons', run: () => run('node', ['scripts/measure-lesson.mjs', '--budget']) },
  {
    name: 'e2e',
    // Two test files at a time: the browser tests often wait (for the computer, the take-backs, the renderer); three
    // at a time were no faster on two cores and made the timing checks noisy.
    // In the order of e2eFiles (scripts/run-tests.mjs: Node 20's `node --test` would sort them by name).
    run: () => run('node', ['scripts/run-tests.mjs', '--concurrency', '2', '--tap', E2E_TAP, ...e2eFiles()]),
    counts: () => tapCounts(E2E_TAP),
  },
];

rmSync(VITEST_JSON, { force: true });
rmSync(E2E_TAP, { force: true });
rmSync(LIVE_TAP, { force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0,
  failed = 0,
  status = 0;
const times = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const t0 = performance.now();
  let code, c;
  try {
    code = step.run();
    c = step.counts?.() ?? { passed: 0, failed: 0 };
  } catch (e) {
    console.error(`${step.name}: ${e.message}`);
    code ||= 1;
    c = { passed: 0, failed: 0 };
  }
  if (code !== 0 && c.failed === 0) c.failed = 1; // a crash, a type error or a failed build counts as one failure
  passed += c.passed;
  failed += c.failed;
  times.push(`${step.name} ${((performance.now() - t0) / 1000).toFixed(1)} s${code ? ' (FAILED)' : ''}`);
  if (code !== 0) {
    status = code;
    break;
  }
}
console.log(`\n${times.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
