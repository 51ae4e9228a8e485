/**
 * What is wrong with a position, in words, with the cells to mark: the board editor's question.
 *
 * Three levels:
 * - `refused`: the engine cannot load it (Position.parse fails): the text's syntax, a cell taken twice, a second
 *   royal man, a bad `ep`, a Barricade on cells that do not touch, and the variant's own setup rules
 *   (`setupProblems` / `checkSetup` hooks: Peanut's castles and pool, Panoply's King and Barricades), the side
 *   not to move in check.
 * - `illegal`: it loads, but no game can be in it: a side without its royal man, a confined man outside its
 *   region, a pawn where it must have promoted, royals facing, men in hand where
 *   the variant has none.
 * - `unreachable`: legal to play from, but it cannot arise from the start: more men of a kind than the armies and
 *   promotions allow.
 *
 * Every check reads the variant's data (royal, confined, pawn, promotion rule, start position); none names a
 * variant.
 *
 * Over 300 lines: the editor's one question: its checks in the order a teacher reads them (gameChecks), with the words
 * they need.
 */
import { buildState } from '../notation/positionText';
import { parseSetup, printSetup, type Setup } from '../notation/setup';
import { attackerOf, royalsFacing } from './attacks';
import { Position } from './position';
import type { State } from './state';
import { codeColor, codeKind, type SetupIssue, type Variant } from './variant';
import { sideName } from './outcome';
import type { Color } from '../types';

export type ProblemLevel = 'refused' | 'illegal' | 'unreachable';

/** One thing wrong with a position. */
export interface SetupProblem {
  readonly level: ProblemLevel;
  /** What kind of problem: `syntax`, `occupied`, `two-cells`, `two-royals`, `ep`, `no-royal`, `confined`, `pawn-zone`, `check`, `facing`, `hand`, `too-many`, `setup`. */
  readonly code: string;
  readonly message: string;
  /** Cells to mark on the board. */
  readonly cells: readonly string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;

/** A kind's name for a side ("knight"; in King and Queen "Soldier"). */
const nameOf = (v: Variant, kind: number, color: Color) =>
  v.kinds[kind]!.def.sideNames?.[color] ?? v.kinds[kind]!.def.name;

/** The men of each side on the board, counted once each (a two-cell man by its first cell), by kind. */
function countMen(v: Variant, st: State): [number[], number[]] {
  const counts: [number[], number[]] = [
    new Array<number>(v.kinds.length).fill(0),
    new Array<number>(v.kinds.length).fill(0),
  ];
  st.board.forEach((code, cell) => {
    const other = st.link[cell]!;
    if (code !== 0 && (other < 0 || other > cell)) counts[codeColor(code)][codeKind(code)]!++;
  });
  return counts;
}

const startCache = new WeakMap<Variant, [number[], number[]]>();
/** The men of each side in the start position, by kind. */
function startCounts(v: Variant): [number[], number[]] {
  let c = startCache.get(v);
  if (!c) startCache.set(v, (c = countMen(v, Position.start(v).cloneState())));
  return c;
}

/** Cells of the men of `color` whose kind passes `test`. */
function cellsWhere(v: Variant, st: State, color: Color, test: (kind: number) => boolean): string[] {
  const out: string[] = [];
  st.board.forEach((code, cell) => {
    if (code !== 0 && codeColor(code) === color && test(codeKind(code))) out.push(v.board.names[cell]!);
  });
  return out;
}

/**
 * How men come and go in the variant, read from its promotion rule: `choice` (pawns promote to listed kinds; no
 * hands), `pool` (pawns promote to the side's captured men, Peanut), `exchange` (no promotion zone: captured men
 * change sides through the hand and promoted men are flipped forms `+L`, King and Queen).
 */
function countModel(v: Variant): 'choice' | 'pool' | 'exchange' {
  const p = v.def.rules.promotion;
  return !p ? 'exchange' : p.choices === 'pool' ? 'pool' : 'choice';
}

/** The unpromoted letter of a kind (`+P` -> `P`). */
const baseLetter = (letter: string) => letter.replace('+', '');

/** Checks a state the engine could build; returns the problems at levels `illegal` and `unreachable`. */
function gameChecks(
  v: Variant,
  st: State,
  add: (level: ProblemLevel, code: string, message: string, cells: readonly string[], side?: Color) => void,
) {
  const names = v.board.names;
  const counts = countMen(v, st);
  const side = (c: Color) => sideName(v, c);
  const royalKind = v.kinds.find((k) => k.def.royal && !k.letter.startsWith('+'));
  const royals: [number[], number[]] = [[], []];
  st.board.forEach((code, cell) => {
    if (code !== 0 && v.kinds[codeKind(code)]!.def.royal) royals[codeColor(code)].push(cell);
  });
  for (const color of [0, 1] as const) {
    if (royalKind && royals[color].length === 0)
      add(
        'illegal',
        'no-royal',
        `${side(color)} has no ${nameOf(v, royalKind.index, color)}: each side needs exactly one.`,
        [],
        color,
      );
  }
  // Confined men outside their region, pawns where they must have promoted.
  const promo = v.def.rules.promotion;
  const mustPromote = promo && (promo.when === 'always' ? promo.zone : promo.forcedIn);
  st.board.forEach((code, cell) => {
    if (code === 0) return;
    const [kind, color] = [codeKind(code), codeColor(code)];
    const k = v.kinds[kind]!;
    const who = `The ${side(color)} ${nameOf(v, kind, color)} on ${names[cell]}`;
    if (k.confine && k.confine[color][cell] === 0)
      add(
        'illegal',
        'confined',
        `${who} stands outside its ${k.def.confined}, which it may never leave.`,
        [names[cell]!],
        color,
      );
    if (k.def.pawn && mustPromote && v.regions.get(mustPromote)![color][cell] === 1)
      add('illegal', 'pawn-zone', `${who} stands where it must already have promoted.`, [names[cell]!], color);
  });
  // The side not to move in check; royals facing.
  if (royals[0].length === 1 && royals[1].length === 1) {
    const them = (st.turn ^ 1) as Color;
    const k = royals[them][0]!;
    const a = attackerOf(v, st, k, st.turn);
    if (a >= 0) {
      const attacker = nameOf(v, codeKind(st.board[a]!), st.turn);
      add(
        'refused',
        'check',
        `${side(them)} is in check (the ${nameOf(v, codeKind(st.board[k]!), them)} on ${names[k]} is attacked by the ${attacker} on ${names[a]}), but it is ${side(st.turn)}'s turn.`,
        [names[k]!, names[a]!],
        them,
      );
    } else if (v.def.rules.facing && royalsFacing(v, st)) {
      const [w, b] = [royals[0][0]!, royals[1][0]!];
      add(
        'illegal',
        'facing',
        `The ${nameOf(v, codeKind(st.board[w]!), 0)} on ${names[w]} and the ${nameOf(v, codeKind(st.board[b]!), 1)} on ${names[b]} face each other with nothing between them, which no move may leave.`,
        [names[w]!, names[b]!],
      );
    }
  }
  // Hands and counts.
  const start = startCounts(v);
  const hand = (color: Color, kind: number) => st.hand[color * v.kinds.length + kind]!;
  const model = countModel(v);
  const isPawn = (kind: number) => v.kinds[kind]!.def.pawn === true;
  for (const color of [0, 1] as const) {
    const held = v.kinds.filter((k) => hand(color, k.index) > 0);
    if (model === 'choice' && held.length)
      add(
        'illegal',
        'hand',
        `${side(color)} holds men in hand (${held.map((k) => k.letter).join(', ')}), but ${v.title} has no hands.`,
        [],
        color,
      );
    if (model !== 'choice')
      for (const k of held)
        if (k.def.royal || (model === 'exchange' && k.letter.startsWith('+')) || (model === 'pool' && k.def.pawn))
          add(
            'illegal',
            'hand',
            `${side(color)} holds a ${nameOf(v, k.index, color)} (${k.letter}) in hand; ${model === 'pool' ? 'the pool holds only captured pieces, never pawns or kings' : 'men in hand are always unpromoted, and never royal'}.`,
            [],
            color,
          );
    if (model === 'exchange') continue;
    const pawns = v.kinds.filter((k) => isPawn(k.index)).reduce((n, k) => n + counts[color][k.index]!, 0);
    const startPawns = v.kinds.filter((k) => isPawn(k.index)).reduce((n, k) => n + start[color][k.index]!, 0);
    const pawnName = v.kinds.find((k) => isPawn(k.index));
    if (pawnName && pawns > startPawns)
      add(
        'unreachable',
        'too-many',
        `${side(color)} has ${plural(pawns, nameOf(v, pawnName.index, color))}; a side starts with ${startPawns} and never gains more.`,
        cellsWhere(v, st, color, isPawn),
        color,
      );
    const choices = new Set(promo && promo.choices !== 'pool' ? promo.choices : []);
    const extra: string[] = [];
    let excess = 0;
    for (const k of v.kinds) {
      if (k.def.royal || k.def.pawn) continue;
      const n = counts[color][k.index]! + (model === 'pool' ? hand(color, k.index) : 0);
      const s = start[color][k.index]!;
      if (n <= s) continue;
      const cells = cellsWhere(v, st, color, (x) => x === k.index);
      const name = nameOf(v, k.index, color);
      if (model === 'pool')
        add(
          'unreachable',
          'too-many',
          `${side(color)} has ${counts[color][k.index]} on the board and ${hand(color, k.index)} in the pool: ${plural(n, name)}, but a side has only ${s}.`,
          cells,
          color,
        );
      else if (!choices.has(k.letter))
        add(
          'unreachable',
          'too-many',
          `${side(color)} has ${plural(n, name)}; a side starts with ${s}, and no pawn can promote to one.`,
          cells,
          color,
        );
      else {
        excess += n - s;
        extra.push(plural(n - s, name));
      }
    }
    const missing = Math.max(0, startPawns - pawns);
    if (excess > missing)
      add(
        'unreachable',
        'too-many',
        `${side(color)} has ${excess} more ${excess === 1 ? 'man' : 'men'} than it starts with (${extra.join(', ')}), but only ${plural(missing, 'pawn')} could have promoted.`,
        [],
        color,
      );
  }
  if (model === 'exchange') {
    // Men change sides and flip, but none is made: each unpromoted letter's men, in play and in hand, at most as many as at the start.
    const bases = [...new Set(v.kinds.filter((k) => !k.def.royal).map((k) => baseLetter(k.letter)))];
    for (const b of bases) {
      const kinds = v.kinds.filter((k) => baseLetter(k.letter) === b);
      const total = kinds.reduce(
        (n, k) => n + counts[0][k.index]! + counts[1][k.index]! + hand(0, k.index) + hand(1, k.index),
        0,
      );
      const s = kinds.reduce((n, k) => n + start[0][k.index]! + start[1][k.index]!, 0);
      const sides = kinds[0]!.def.sideNames;
      const names2 = `${plural(total, kinds[0]!.def.name)}${sides ? ` (${sides.map((n) => plural(2, n).slice(2)).join(' and ')})` : ''}`;
      if (total > s)
        add(
          'unreachable',
          'too-many',
          `There are ${names2} on the board and in hand, promoted or not; the game has only ${s}.`,
          [0, 1].flatMap((c) => cellsWhere(v, st, c as Color, (x) => kinds.some((k) => k.index === x))),
        );
    }
  }
}

/** Returns what is wrong with a position (text, setup or Position) of `v`; an empty list when nothing is. */
export function validatePosition(v: Variant, position: string | Setup | Position): SetupProblem[] {
  let setup: Setup;
  if (typeof position === 'string' || position instanceof Position) {
    const r = parseSetup(v, position.toString());
    if (!r.ok) return [{ level: 'refused', code: 'syntax', message: r.error.message, cells: [] }];
    setup = r.value;
  } else setup = position;
  const issues: SetupIssue[] = [];
  const built = buildState(v, setup, issues);
  const out: SetupProblem[] = [];
  const seen = new Set<string>();
  const key = (code: string, cells: readonly string[], side?: Color) =>
    `${code}|${side ?? ''}|${[...cells].sort().join(' ')}`;
  const add = (level: ProblemLevel, code: string, message: string, cells: readonly string[], side?: Color) => {
    const k = key(code, cells, side);
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ level, code, message, cells });
  };
  for (const i of issues)
    add(
      'refused',
      i.code,
      built.ok ? plainWords(v, built.value, i) : i.message,
      i.cells.map((c) => v.board.names[c]!),
      i.side,
    );
  if (built.ok) gameChecks(v, built.value, add);
  // The engine's own word is final: if it refuses the text and no problem above says so, say what it says.
  if (!out.some((p) => p.level === 'refused')) {
    const strict = Position.parse(v, writeOrText(v, position));
    if (!strict.ok) out.unshift({ level: 'refused', code: 'setup', message: strict.error.message, cells: [] });
  }
  return out;
}

/** The parser's own setup messages (`w: "Ke2" is a second royal man...`) said for a teacher. */
function plainWords(v: Variant, st: State, i: SetupIssue): string {
  const names = v.board.names;
  const man = (cell: number) => {
    const code = st.board[cell]!;
    return code ? `${sideName(v, codeColor(code))} ${nameOf(v, codeKind(code), codeColor(code))}` : 'man';
  };
  const [a, b] = [i.cells[0] ?? -1, i.cells[1] ?? -1];
  switch (i.code) {
    case 'two-royals':
      return `${sideName(v, i.side ?? 0)} has a second royal man, the ${nameOf(v, codeKind(st.board[b]!), i.side ?? 0)} on ${names[b]} (the first is on ${names[a]}); a side has exactly one.`;
    case 'two-cells':
      return `The ${man(a)} on ${names[a]} and ${names[b]}: its two cells must be next to each other.`;
    case 'occupied':
      return `Two men are placed on ${names[a]}.`;
    case 'ep':
      return st.board[a]
        ? `The en-passant cell ${names[a]} is not empty.`
        : `The en-passant cell ${names[a]} was not skipped by a ${sideName(v, (st.turn ^ 1) as Color)} pawn's double step.`;
    default:
      return i.message;
  }
}

/** The text of a position given as text, setup or Position. */
function writeOrText(v: Variant, position: string | Setup | Position): string {
  if (typeof position === 'string') return position;
  if (position instanceof Position) return position.toString();
  return printSetup(v, position);
}
