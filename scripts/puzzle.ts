/**
 * The puzzle authors' tool (run with tsx: `npm run -s puzzle -- ...`).
 *   check [id...]                         prove the stored puzzles (all, or of these variants), with timings
 *   solve <variant> <position> <goal>     every solving first move and the stored-style line the page would play
 *   e2e                                   JSON for the browser tests: the first puzzle of each variant, its line as
 *                                         cells to click, and one legal move that does not solve it
 *   normalize [variant...]                rewrites each stored position text as the engine prints it
 *   find <variant> <goal> [games] [seed]  random games from the start; prints positions where the goal is forced
 *                                         with at most two solving moves (candidates for a person to judge)
 * Goals: mate1, mate2, win1, win2, capture:H:1 (H: a piece letter of the variant), promote:1, only:2
 * `solve` and `find` stop after `--ms N` milliseconds (default 60 000): one line `error: ... ran out of time` and exit
 * 3 (`find` has printed what it found by then).
 * A user's mistake (an unknown variant or puzzle id, a bad position, goal or option, a missing or extra argument)
 * prints one line `error: ...` and exits 2; `check` exits 1 when a puzzle fails. Output closed early (`| head`) ends
 * quietly.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  OutOfTime,
  Position,
  type SearchLimit,
  acceptedMoves,
  judgeMove,
  provePuzzle,
  puzzlePosition,
  search,
  seededRandom,
  goalMoves,
  type PuzzleGoal,
} from '../engine/index';
import { getVariant } from '../engine/variants/index';
import { PUZZLES, PUZZLES_BY_VARIANT } from '../content/puzzles/index';

/** A user's mistake: printed as one line, exit 2. */
class UsageError extends Error {}
function fail(message: string): never {
  throw new UsageError(message);
}
const VARIANTS = Object.keys(PUZZLES_BY_VARIANT);

/** The variant of an id given on the command line (a mistake names the known ones). */
function variantOf(id: string | undefined) {
  const v = getVariant(id ?? '');
  if (!v.ok)
    fail(id ? `unknown variant "${id}" (${VARIANTS.join(', ')})` : `a variant id is needed (${VARIANTS.join(', ')})`);
  return v.value;
}

/** A whole number argument (games, seed). */
function count(text: string, what: string): number {
  if (!/^\d{1,9}$/.test(text)) fail(`${what} is a whole number, not "${text}"`);
  return Number(text);
}

/** A goal as written on the command line, for a variant (a capture names one of its piece letters). */
function parseGoal(s: string, v: ReturnType<typeof variantOf>): PuzzleGoal {
  let m = /^(mate|win|promote):?([1-3])$/.exec(s);
  if (m) return { type: m[1] as 'mate' | 'win' | 'promote', moves: Number(m[2]) };
  m = /^capture:([A-Z]):([1-3])$/.exec(s);
  if (m) {
    const letters = [...new Set(v.kinds.map((k) => k.letter))];
    if (!letters.includes(m[1]!)) fail(`${v.id} has no piece with the letter ${m[1]} (${letters.join(', ')})`);
    return { type: 'capture', piece: m[1]!, moves: Number(m[2]) };
  }
  m = /^only:([1-3])$/.exec(s);
  if (m) return { type: 'only-move', depth: Number(m[1]) };
  fail(`bad goal "${s}" (mate1, win2, capture:H:1, promote:1, only:2; at most 3 moves)`);
}

function line(pos: Position, goal: PuzzleGoal, limit: SearchLimit): string[] {
  const out: string[] = [];
  let at = pos;
  for (let left = goalMoves(goal); left > 0; left--) {
    const first = acceptedMoves(at, goal, left, limit)[0];
    if (!first) break;
    out.push(at.printMove(first));
    const j = judgeMove(at, goal, left, first, undefined, limit);
    if (j.kind !== 'continue') break;
    const after = at.play(first);
    out.push(after.printMove(j.reply));
    at = after.play(j.reply);
  }
  return out;
}

// Output closed by the reader (`| head`): nothing more to say, and no stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

/** The default of `--ms`: how long `solve` and `find` may search. */
const DEFAULT_MS = 60_000;

/** The arguments without `--ms N`, and the time limit it sets. */
function options(argv: readonly string[]): { args: string[]; ms: number } {
  const args: string[] = [];
  let ms = DEFAULT_MS;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--ms' || a.startsWith('--ms=')) {
      const v = a === '--ms' ? argv[++i] : a.slice(5);
      if (v === undefined) fail('--ms needs a number of milliseconds');
      ms = count(v, '--ms');
      if (ms < 1) fail('--ms is at least 1');
    } else if (a.startsWith('--')) fail(`unknown option "${a}" (--ms N)`);
    else args.push(a);
  }
  return { args, ms };
}

const [cmd, ...rest] = process.argv.slice(2);
let args: string[] = [];
let limit: SearchLimit = { deadline: Infinity };
let ms = DEFAULT_MS;
try {
  ({ args, ms } = options(rest));
  limit = { deadline: performance.now() + ms };
  run();
} catch (e) {
  if (e instanceof OutOfTime) {
    console.error(`error: ${cmd} ran out of time after ${ms} ms (--ms ${ms}); allow more with --ms, or ask less`);
    process.exit(3);
  }
  if (!(e instanceof UsageError)) throw e;
  console.error(`error: ${e.message}`);
  process.exit(2);
}

/** Fails when more arguments were given than `command` reads. */
function most(n: number, usage: string) {
  if (args.length > n) fail(`too many arguments: ${args.slice(n).join(' ')} (usage: puzzle ${usage})`);
}

function run() {
  if (cmd === 'check') {
    // Variant ids or puzzle ids; an unknown name is a mistake, and checking nothing is not a pass.
    const unknown = args.filter((a) => !VARIANTS.includes(a) && !PUZZLES.some((p) => p.id === a));
    if (unknown.length) fail(`unknown variant or puzzle id: ${unknown.join(', ')} (variants: ${VARIANTS.join(', ')})`);
    const chosen = PUZZLES.filter((p) => !args.length || args.includes(p.variant) || args.includes(p.id));
    if (!chosen.length) fail('no puzzle to check');
    let bad = 0;
    for (const p of chosen) {
      const r = provePuzzle(p);
      bad += r.errors.length ? 1 : 0;
      console.log(
        `${r.errors.length ? 'FAIL' : 'ok  '} ${p.id.padEnd(34)} ${r.ms.toFixed(0).padStart(6)} ms  accepts ${r.accepted.join(' ')}${r.errors.map((e) => `\n       ${e}`).join('')}`,
      );
    }
    console.log(`${chosen.length} checked, ${bad} failed`);
    process.exitCode = bad ? 1 : 0;
  } else if (cmd === 'solve') {
    const [id, text, g] = args;
    if (text === undefined || g === undefined) fail('usage: puzzle solve <variant> <position> <goal> [--ms N]');
    most(3, 'solve <variant> <position> <goal> [--ms N]');
    const v = variantOf(id);
    const pos = Position.parse(v, text!);
    if (!pos.ok) fail(`position: ${pos.error.message}`);
    const goal = parseGoal(g!, v);
    const t0 = performance.now();
    const acc = acceptedMoves(pos.value, goal, undefined, limit).map((m) => pos.value.printMove(m));
    console.log(`accepted (${acc.length}): ${acc.join(' ')}   [${(performance.now() - t0).toFixed(0)} ms]`);
    console.log(`line: ${line(pos.value, goal, limit).join(' ')}`);
  } else if (cmd === 'normalize') {
    for (const a of args) if (!VARIANTS.includes(a)) fail(`unknown variant "${a}" (${VARIANTS.join(', ')})`);
    for (const [id, list] of Object.entries(PUZZLES_BY_VARIANT)) {
      if (args.length && !args.includes(id)) continue;
      const file = `content/puzzles/${id}.ts`;
      let src = readFileSync(file, 'utf8');
      let changed = 0;
      for (const def of list) {
        const printed = puzzlePosition(def).toString();
        if (printed === def.position) continue;
        const quoted = [`'${def.position}'`, `"${def.position}"`].find((q) => src.includes(q));
        if (!quoted) fail(`${def.id}: cannot find its position text in ${file}`);
        src = src.replace(quoted, `'${printed}'`);
        changed++;
      }
      if (changed) writeFileSync(file, src);
      console.log(`${file}: ${changed} position text(s) rewritten`);
    }
  } else if (cmd === 'e2e') {
    most(0, 'e2e');
    const out = [];
    const clicks = (p: Position, text: string) => {
      const r = p.parseMove(text);
      if (!r.ok) throw new Error(r.error.message);
      const m = r.value;
      const names = p.variant.board.names;
      return {
        text,
        from: m.from >= 0 ? names[m.from] : `@${p.variant.kinds[m.piece]!.letter}`,
        to: names[m.to],
        next: p.play(m),
      };
    };
    const chosen = Object.values(PUZZLES_BY_VARIANT).flatMap((list) => [
      ...(list[0] ? [{ role: 'first', def: list[0] }] : []),
      ...list
        .filter((p) => p.solution.length > 1)
        .slice(0, 1)
        .map((def) => ({ role: 'multi', def })),
    ]);
    for (const { role, def } of chosen) {
      const v = getVariant(def.variant);
      if (!v.ok) throw new Error(v.error.message);
      const start = Position.parse(v.value, def.position);
      if (!start.ok) throw new Error(start.error.message);
      const ok = new Set(acceptedMoves(start.value, def.goal).map((m) => start.value.printMove(m)));
      const wrong = start.value
        .legalMoves()
        .find(
          (m) =>
            !ok.has(start.value.printMove(m)) &&
            m.from >= 0 &&
            start.value.movesFrom(m.from).filter((x) => x.to === m.to).length === 1,
        );
      let at = start.value;
      const line = def.solution.map((t) => {
        const c = clicks(at, t);
        at = c.next;
        return { text: c.text, from: c.from, to: c.to };
      });
      out.push({
        role,
        variant: def.variant,
        id: def.id,
        line,
        wrong: wrong && {
          text: start.value.printMove(wrong),
          from: start.value.variant.board.names[wrong.from],
          to: start.value.variant.board.names[wrong.to],
        },
      });
    }
    console.log(JSON.stringify(out));
  } else if (cmd === 'find') {
    const [id, g, games = '30', seed = '1'] = args;
    const v = variantOf(id);
    if (g === undefined) fail('usage: puzzle find <variant> <goal> [games] [seed] [--ms N]');
    most(4, 'find <variant> <goal> [games] [seed] [--ms N]');
    const goal = parseGoal(g!, v);
    const n = count(games, 'games');
    const rand = seededRandom(count(seed, 'seed'));
    for (let game = 0; game < n; game++) {
      let pos = Position.start(v);
      for (let ply = 0; ply < 80 && !pos.outcome(); ply++) {
        if (performance.now() > limit.deadline) throw new OutOfTime();
        if (ply > 6) {
          const acc = acceptedMoves(pos, goal, undefined, limit);
          if (acc.length > 0 && acc.length <= 2 && pos.legalMoves().length > 4) {
            console.log(`${acc.map((m) => pos.printMove(m)).join(' ')}\t${pos.toString()}`);
            break;
          }
        }
        const moves = pos.legalMoves();
        const pick =
          rand() < 0.5 ? search(pos, { depth: 1, quiescence: 2 }).best! : moves[Math.floor(rand() * moves.length)]!;
        pos = pos.play(pick);
      }
    }
  } else {
    fail(
      `${cmd === undefined ? 'a command is needed' : `unknown command "${cmd}"`}; usage: puzzle check [variant|id...] | solve <variant> <position> <goal> [--ms N] | find <variant> <goal> [games] [seed] [--ms N] | normalize [variant...] | e2e`,
    );
  }
}
