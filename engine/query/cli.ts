/** The command line as a pure function of its arguments, so that tests can run it without a process. */
import { destToken } from '../notation/moveText';
import { MoveFlag, type MultiCellMove } from '../rules/move';
import { Position } from '../rules/position';
import { PerftTimeout } from '../rules/perft';
import { divideOf, perftDepthLimit, perftOf } from './perft';
import { getVariant } from '../variants/index';

interface CliResult {
  readonly code: 0 | 2;
  readonly out?: string;
  readonly error?: string;
}

const USAGE =
  'usage: engine <moves|dests|perft|status|play> --variant ID [--position TEXT] [--from CELL] [--depth N] [--divide] [--ms N] [MOVE ...]';
/** How long perft may count by default, in milliseconds (`--ms` changes it). */
const PERFT_MS = 60_000;
const fail = (error: string): CliResult => ({ code: 2, error });

/** Runs one command; returns what to print and the exit code. */
export function runCli(argv: readonly string[]): CliResult {
  try {
    return run(argv);
  } catch (e) {
    // A bug, not a user's mistake: still one line, never a stack trace.
    return fail(`internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function run(argv: readonly string[]): CliResult {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') return command ? { code: 0, out: USAGE } : fail(USAGE);
  const opts = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--divide') opts.set('divide', '1');
    else if (a.startsWith('--')) {
      const [k, inline] = a.slice(2).split(/=(.*)/s);
      const val = inline ?? rest[++i];
      if (val === undefined) return fail(`option --${k} needs a value`);
      if (!['variant', 'position', 'from', 'depth', 'ms'].includes(k!)) return fail(`unknown option --${k}`);
      opts.set(k!, val);
    } else positional.push(a);
  }
  const id = opts.get('variant');
  if (!id) return fail('missing --variant ID');
  const vr = getVariant(id);
  if (!vr.ok) return fail(vr.error.message);
  const v = vr.value;
  const text = opts.get('position');
  const pr = text === undefined ? { ok: true as const, value: Position.start(v) } : Position.parse(v, text);
  if (!pr.ok) return fail(`bad position: ${pr.error.message}`);
  const pos = pr.value;
  if (command !== 'play' && positional.length) return fail(`unexpected argument "${positional[0]}"`);
  switch (command) {
    case 'moves':
      return {
        code: 0,
        out: pos
          .legalMoves()
          .map((m) => pos.printMove(m))
          .join('\n'),
      };
    case 'dests': {
      const from = opts.get('from');
      if (!from) return fail('dests needs --from CELL');
      const cell = v.board.index(from);
      if (cell < 0) return fail(`cell "${from}" does not exist on the ${v.id} board`);
      const names = v.board.names;
      const tokens: { order: number; token: string }[] = [];
      for (const m of pos.movesFrom(cell)) {
        const token = destToken(v, m);
        // A man on two cells: by its first new cell, then its second (`to` is the first).
        const second = m.flags & MoveFlag.MULTI ? (m.extra as MultiCellMove).path.at(-1)![1]! : 0;
        if (!tokens.some((t) => t.token === token)) tokens.push({ order: m.to * names.length + second, token });
      }
      tokens.sort((a, b) => a.order - b.order);
      return { code: 0, out: tokens.map((t) => t.token).join(' ') };
    }
    case 'perft': {
      const d = opts.get('depth') ?? '';
      if (!/^\d{1,2}$/.test(d)) return fail(`--depth "${d}" is not a whole number from 0 to 99`);
      const depth = Number(d);
      const limit = perftDepthLimit(v);
      if (depth > limit)
        return fail(`--depth ${depth} is too deep for ${v.id}: at most ${limit} (the count would run for days)`);
      const ms = opts.get('ms') ?? String(PERFT_MS);
      if (!/^\d{1,9}$/.test(ms) || Number(ms) < 1) return fail(`--ms "${ms}" is not a whole number of milliseconds`);
      const deadline = Date.now() + Number(ms);
      try {
        if (opts.has('divide')) {
          const div = divideOf(pos, depth, deadline);
          const lines = [...div].map(([m, n]) => `${m} ${n}`);
          const total = [...div.values()].reduce((a, b) => a + b, 0);
          return { code: 0, out: [...lines, '', `total ${depth === 0 ? 1 : total}`].join('\n') };
        }
        return { code: 0, out: String(perftOf(pos, depth, deadline)) };
      } catch (e) {
        if (!(e instanceof PerftTimeout)) throw e;
        return fail(`perft --depth ${depth} stopped at the time limit of ${ms} ms (use a smaller --depth or --ms N)`);
      }
    }
    case 'status': {
      const o = pos.outcome();
      if (!o) return { code: 0, out: `ongoing - ${pos.turn} to move` };
      return { code: 0, out: `${o.status} ${o.winner ?? '-'} ${o.reason}` };
    }
    case 'play': {
      let p = pos;
      for (const mt of positional) {
        const r = p.playText(mt);
        if (!r.ok) return fail(r.error.message);
        p = r.value;
      }
      return { code: 0, out: p.toString() };
    }
    default:
      return fail(`unknown command "${command}" (${USAGE})`);
  }
}
