/**
 * Writes the practice exercises (issue #43; content/exercises/types.ts): content/exercises/<id>.ts for every variant
 * and content/exercises/index.ts. For every piece type of the engine's variant definition, three exercises of rising
 * difficulty (a minimum of 1–2 moves, then 2–4, then 3–6): the man alone with stars on cells it reaches, then more
 * stars, then enemy men to take among enemy men in the way. Stars are drawn by a seeded generator (the same files
 * every run) from the cells the man reaches, preferring cells a step would not reach (a leaper's cells, a slider's far
 * cells); the minimum of every exercise is proved by the engine's breadth-first search (engine/learn/minimum.ts), and
 * a draw is kept only when that minimum falls in its range. Then the special ones: a drop for every man that can be
 * dropped, promotion upon capture for every man that promotes so (King and Queen), a star on another level (the
 * prism), the King's capture without moving (Peanut) and the exercises written by hand (scripts/exercise-plan.ts).
 * The generator fails when a piece's `after` is not a heading of its lesson. Run: npm run exercises
 *
 * Over 300 lines: the generic draw and its special cases share the drawing helpers, read together.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lessonOf } from '../components/mdx/lessons';
import { VARIANT_IDS, type VariantId } from '../content/variants';
import type { Exercise } from '../content/exercises/types';
import {
  boardView,
  minimumMoves,
  parsePosition,
  seededRandom,
  validatePosition,
  type BoardView,
  type Position,
} from '../engine/index';
import { PLANS, type VariantPlan } from './exercise-plan';

type Draft = Omit<Exercise, 'id' | 'variant' | 'min'>;
/** A drawn exercise, with its proved minimum and whether a star lies on another level than the man's. */
type Drawn = Draft & { readonly min: number; readonly otherLevel: boolean };

/** A seed from a text (FNV-1a), so that each piece's draws are fixed. */
const seedOf = (text: string): number => {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
};

/** The id part of a piece: its engine name in kebab case ("promoted pawn" → "promoted-pawn"). */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

interface Board {
  readonly view: BoardView;
  readonly coord: ReadonlyMap<string, readonly number[]>;
  readonly square: boolean;
}

function boardOf(variant: VariantId): Board {
  const pos = parsePosition(variant);
  if (!pos.ok) throw new Error(pos.error.message);
  const view = boardView(pos.value);
  return { view, coord: new Map(view.cells.map((c) => [c.name, c.coord])), square: view.layout === 'square' };
}

/** Cells apart: king steps on a square board, hex steps (plus levels) on a hex board. */
function apart(b: Board, x: string, y: string): number {
  const [p, q] = [b.coord.get(x)!, b.coord.get(y)!];
  const [dq, dr, dz] = [q[0]! - p[0]!, q[1]! - p[1]!, q[2]! - p[2]!];
  return b.square
    ? Math.max(Math.abs(dq), Math.abs(dr))
    : Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr)) + Math.abs(dz);
}

const levelOf = (b: Board, cell: string) => b.coord.get(cell)![2]!;

/** Positions' text without the clock and the move number, as a key. */
const keyOf = (p: Position) => p.toString().replace(/;\s*(clock|move):\s*\d+/g, '');

/**
 * The fewest moves after which a man of `letters` of the mover stands on each cell, found breadth-first from `pos` up
 * to `depth` moves of those men (the opponent never moves).
 */
function reach(pos: Position, letters: readonly string[], depth: number): Map<string, number> {
  const names = pos.variant.board.names;
  const kinds = pos.variant.kinds;
  const out = new Map<string, number>();
  const seen = new Set([keyOf(pos)]);
  let layer = [pos];
  for (let d = 1; d <= depth && layer.length; d++) {
    const next: Position[] = [];
    for (const at of layer)
      for (const m of at.legalMoves()) {
        // Only the exercise's man moves here (a drop is its move too).
        const man = m.from >= 0 ? at.pieceAt(m.from) : undefined;
        if (man && !letters.includes(kinds[man.kind]!.letter)) continue;
        const after = at.play(m).withTurn(pos.turn);
        const k = keyOf(after);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push(after);
        names.forEach((name, cell) => {
          const man = after.pieceAt(cell);
          if (man?.side === pos.turn && letters.includes(kinds[man.kind]!.letter) && !out.has(name)) out.set(name, d);
        });
      }
    layer = next;
  }
  return out;
}

/** Draws `n` different items, or fewer when there are not enough. */
function draw<T>(rng: () => number, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

/** "the pawn", "both pawns", "all 3 pawns"; "men" when the names differ. */
function menWords(names: readonly string[]): string {
  const same = names.every((n) => n === names[0]);
  const noun = same ? names[0]!.toLowerCase() : 'man';
  const plural = noun === 'man' ? 'men' : `${noun}s`;
  if (names.length === 1) return `the ${noun}`;
  return names.length === 2 ? `both ${plural}` : `all ${names.length} ${plural}`;
}

const starWords = (n: number) => (n === 1 ? 'the star' : n === 2 ? 'both stars' : `all ${n} stars`);

/** The goal in plain words: "Visit both stars", "Take the pawn", "Visit the star and take both pawns". */
function goalOf(pos: Position, stars: readonly string[]): string {
  const view = boardView(pos);
  const targets = stars.map((s) => view.pieces.find((p) => p.cell === s)).filter((p) => p !== undefined);
  const empty = stars.length - targets.length;
  const visit = empty ? `visit ${starWords(empty)}` : '';
  const take = targets.length ? `take ${menWords(targets.map((t) => t.name))}` : '';
  const words = [visit, take].filter(Boolean).join(' and ');
  return words[0]!.toUpperCase() + words.slice(1);
}

/**
 * The cells a pawn of the mover can stand on in a game: its start cells and those its own moves lead to from them on an
 * empty board (a pawn behind its start line never arises); undefined for a man that is not a pawn.
 */
function pawnCells(ctx: Ctx, letter: string): ReadonlySet<string> | undefined {
  const start = startOf(ctx.variant);
  if (start.variant.kinds.find((k) => k.letter === letter)?.def.pawn !== true) return undefined;
  const names = start.variant.board.names;
  const homes = names.filter((_, c) => {
    const man = start.pieceAt(c);
    return man?.side === 'w' && start.variant.kinds[man.kind]!.letter === letter;
  });
  const out = new Set(homes);
  for (const home of homes) {
    const k = kings(ctx, [home], false);
    const text = positionText(ctx, [...k.w, `${letter}${home}`], k.b);
    const pos = text ? parsePosition(ctx.variant, text) : undefined;
    if (pos?.ok) for (const c of reach(pos.value, [letter], 12).keys()) out.add(c);
  }
  return out;
}

interface Ctx {
  /** The cells a pawn may start on (pawnCells), kept per letter. */
  readonly pawnCells: (letter: string) => ReadonlySet<string> | undefined;
  /** The second cell of a man on two cells, written `-cell`, beside `cell` (empty for a man on one cell). */
  readonly pair: (letter: string, cell: string) => string;
  readonly variant: VariantId;
  readonly plan: VariantPlan;
  readonly board: Board;
  readonly rng: () => number;
}

/**
 * Places the Kings, when the variant needs both, in the corners farthest from `cells`, with the enemy Herald that
 * freezes the mover's King beside it (so that only the exercise's men move); for the King's own exercises, only the
 * enemy King.
 */
function kings(ctx: Ctx, cells: readonly string[], king: boolean): { w: string[]; b: string[]; near: string[] } {
  const corners = ctx.plan.kingCorners;
  if (!corners) return { w: [], b: [], near: [] };
  const far = (c: string) => Math.min(...cells.map((x) => apart(ctx.board, c, x)));
  const [w, b, h] = [...corners].sort((x, y) => far(y[0]) + far(y[1]) - far(x[0]) - far(x[1]))[0]!;
  return king ? { w: [], b: [`K${b}`], near: [b] } : { w: [`K${w}`], b: [`K${b}`, `H${h}`], near: [b, w, h] };
}

/** Returns the position text, or undefined when the engine or the editor's checks refuse it. */
function positionText(ctx: Ctx, w: readonly string[], b: readonly string[], hand = ''): string | undefined {
  const text = `w: ${w.join(' ')}; b: ${b.join(' ')}${hand ? `; hand: ${hand}` : ''}`;
  const pos = parsePosition(ctx.variant, text);
  if (!pos.ok) return undefined;
  const problems = validatePosition(pos.value.variant, pos.value).filter((p) => p.code !== 'no-royal');
  if (problems.length || pos.value.inCheck()) return undefined;
  return pos.value.toString();
}

/** The enemy man to put on a cell: the first of the plan's letters that makes a legal position. */
function enemyOn(ctx: Ctx, w: readonly string[], b: readonly string[], cell: string): string | undefined {
  for (const letter of ctx.plan.enemy) if (positionText(ctx, w, [...b, `${letter}${cell}`])) return `${letter}${cell}`;
  return undefined;
}

interface Want {
  readonly stars: readonly [number, number];
  readonly targets: readonly [number, number];
  readonly blockers: readonly [number, number];
  readonly min: readonly [number, number];
  /** Where the stars may be: the depths at which the man reaches them alone. */
  readonly depth: readonly [number, number];
  /** The man starts in hand (a drop). */
  readonly inHand?: boolean;
  /** The enemy men that are not stars must make the way longer. */
  readonly blockersMatter?: boolean;
  /** At least one star on another level than the man's. */
  readonly otherLevel?: boolean;
  /** Extra test of a candidate (the special cases). */
  readonly accept?: (text: string, stars: readonly string[], line: readonly string[], start: string) => boolean;
}

/** Draws exercises for one piece until one meets `want`; undefined after `tries` draws. */
function drawExercise(ctx: Ctx, letter: string, want: Want, tries = 150): Drawn | undefined {
  const { board, rng } = ctx;
  const cells = board.view.cells.map((c) => c.name);
  const pick = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  for (let t = 0; t < tries; t++) {
    const start = want.inHand ? '' : cells[Math.floor(rng() * cells.length)]!;
    if (start && ctx.plan.startCells && !ctx.plan.startCells(letter, start)) continue;
    if (start && ctx.pawnCells(letter) && !ctx.pawnCells(letter)!.has(start)) continue;
    const k = kings(ctx, start ? [start] : cells.slice(0, 1), letter === 'K');
    const me = want.inHand ? [] : [`${letter}${start}${ctx.pair(letter, start)}`];
    const hand = want.inHand ? `w:${letter}` : '';
    const alone = positionText(ctx, [...k.w, ...me], k.b, hand);
    if (!alone) continue;
    const pos = parsePosition(ctx.variant, alone);
    if (!pos.ok || pos.value.legalMoves().length === 0) continue;
    // The cells the man reaches as itself, or promoted by its capture (King and Queen): not a pawn's new piece.
    const isPawn = pos.value.variant.kinds.find((kd) => kd.letter === letter)?.def.pawn === true;
    const depths = reach(pos.value, [letter, `+${letter}`], want.depth[1]);
    const ok = (c: string) => k.near.every((n) => apart(board, c, n) >= 3) && c !== start;
    const near = [...depths].filter(([c, d]) => d >= want.depth[0] && ok(c)).map(([c]) => c);
    const far = near.filter((c) => !start || apart(board, start, c) > 1);
    const nStars = pick(...want.stars);
    const nTargets = Math.min(nStars, pick(...want.targets));
    const stars = draw(rng, far.length >= nStars && rng() < 0.75 ? far : near, nStars);
    if (stars.length < nStars) continue;
    // Targets: enemy men on some stars; blockers: enemy men on other cells near the man's way.
    const w = [...k.w, ...me];
    const b = [...k.b];
    let broken = false;
    // A target of another man may stand anywhere near (a Catapult or a Spearman takes where it does not stop).
    // A pawn takes where it does not move: its targets are the cells it could take on from where it gets to.
    const ring = isPawn
      ? pawnTargets(ctx, letter, [start, ...[...depths].filter(([, d]) => d <= 2).map(([c]) => c)]).filter(
          (c) => ok(c) && !stars.includes(c),
        )
      : cells.filter((c) => start && ok(c) && !stars.includes(c) && apart(board, start, c) <= 3);
    if (nTargets && ring.length >= nTargets && (isPawn || rng() < 0.5))
      stars.splice(0, nTargets, ...draw(rng, ring, nTargets));
    if (want.otherLevel && start && !stars.some((s) => levelOf(board, s) !== levelOf(board, start))) continue;
    for (const s of stars.slice(0, nTargets)) {
      const man = enemyOn(ctx, w, b, s);
      if (man) b.push(man);
      else broken = true;
    }
    const spare = [...depths.keys()].filter((c) => !stars.includes(c) && ok(c) && (depths.get(c) ?? 9) <= 2);
    const blockers: string[] = [];
    for (const c of draw(rng, spare, pick(...want.blockers))) {
      const man = enemyOn(ctx, w, b, c);
      if (man) {
        b.push(man);
        blockers.push(man);
      }
    }
    if (broken) continue;
    const text = positionText(ctx, w, b, hand);
    if (!text) continue;
    const proof = minimumMoves(ctx.variant, text, stars, { moves: want.min[1], nodes: 60_000 });
    if (!proof.ok || proof.value.min < want.min[0]) continue;
    if (k.near.length && proof.value.line.some((m) => m.includes(`x${k.near[0]}`))) continue;
    // A pawn's exercise is about the pawn: no way through a promotion (the drawn stars may need one).
    if (isPawn && proof.value.line.some((m) => m.includes('='))) continue;
    // Nor through a drop of a man it took (King and Queen), except in the drop exercises.
    if (!want.inHand && proof.value.line.some((m) => m.includes('@'))) continue;
    if (want.accept && !want.accept(text, stars, proof.value.line, start)) continue;
    // Men in the way are there to be in the way: without them the stars are collected sooner.
    if (want.blockersMatter && blockers.length) {
      const open = positionText(
        ctx,
        w,
        b.filter((m) => !blockers.includes(m)),
        hand,
      );
      const free = open ? minimumMoves(ctx.variant, open, stars, { moves: want.min[1] }) : undefined;
      if (!free?.ok || free.value.min >= proof.value.min) continue;
    }
    const sorted = [...stars].sort();
    const p = parsePosition(ctx.variant, text);
    if (!p.ok) continue;
    const goal = goalOf(p.value, stars);
    const otherLevel = start !== '' && stars.some((c) => levelOf(board, c) !== levelOf(board, start));
    return { piece: letter, after: '', position: text, stars: sorted, min: proof.value.min, goal, otherLevel };
  }
  return undefined;
}

const pawnCache = new Map<string, string[]>();

/** The cells where a pawn standing on one of `from` could take an enemy man at once (probed with the engine). */
function pawnTargets(ctx: Ctx, letter: string, from: readonly string[]): string[] {
  const out = new Set<string>();
  for (const at of from.filter(Boolean)) {
    const key = `${ctx.variant} ${letter} ${at}`;
    let got = pawnCache.get(key);
    if (!got) {
      got = ctx.board.view.cells
        .map((c) => c.name)
        .filter((x) => apart(ctx.board, at, x) <= 2 && x !== at)
        .filter((x) => {
          const man = enemyOn(ctx, [`${letter}${at}`], [], x);
          return man !== undefined && minimumMoves(ctx.variant, `w: ${letter}${at}; b: ${man}`, [x], { moves: 1 }).ok;
        });
      pawnCache.set(key, got);
    }
    for (const x of got) out.add(x);
  }
  return [...out];
}

const GENERIC: readonly Want[] = [
  { stars: [1, 2], targets: [0, 0], blockers: [0, 0], min: [1, 2], depth: [1, 1] },
  { stars: [2, 3], targets: [0, 0], blockers: [0, 0], min: [2, 4], depth: [1, 3] },
  { stars: [2, 3], targets: [1, 2], blockers: [1, 3], min: [3, 6], depth: [1, 3], blockersMatter: true },
];

/** Draws with `want`, then with fewer demands (no target, no blocker, one move more either way); throws at the end. */
function drawAny(ctx: Ctx, letter: string, want: Want, what: string): Drawn {
  const easier: Want[] = [
    want,
    { ...want, blockersMatter: false },
    { ...want, targets: [0, 0] },
    { ...want, targets: [0, 0], blockers: [0, 0] },
    { ...want, targets: [0, 0], blockers: [0, 0], depth: [1, 4], min: [Math.max(1, want.min[0] - 1), want.min[1] + 1] },
    // A man that stays on its level but to take (the prism's Pawn): the other level is left to its capture exercise.
    { ...want, otherLevel: false },
  ];
  // Fewer draws where the demand is high (men in the way that matter), more where the draw is rare (the last resorts).
  const tries = [60, 150, 150, 150, 150, 400];
  for (const [i, w] of easier.entries()) {
    const got = drawExercise(ctx, letter, w, tries[i]);
    if (got) return got;
  }
  throw new Error(`${ctx.variant}: no ${what} exercise found for ${letter}`);
}

/** The variant's start position (for its definition). */
function startOf(variant: VariantId): Position {
  const pos = parsePosition(variant);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.value;
}

/** The name of a man of the mover, as the variant calls it ("Amazon", "knight"). */
function nameOf(view: BoardView, letter: string): string {
  return view.legend.find((l) => l.letter === letter)?.names.w ?? letter;
}

/** Every exercise of one piece: the three generic ones, then its special ones. */
function pieceExercises(ctx: Ctx, letter: string): Draft[] {
  const { plan, board } = ctx;
  const after = plan.after[letter];
  if (!after) throw new Error(`${ctx.variant}: no lesson heading for piece ${letter} in scripts/exercise-plan.ts`);
  const out: Draft[] = [];
  let floor = 1;
  // A man that never captures (Panoply's Herald) gets stars on empty cells only.
  const def = startOf(ctx.variant).variant.kinds.find((k) => k.letter === letter)?.def;
  const neverTakes = def?.atoms.every((a) => a.mode === 'move' && !a.stay) === true;
  GENERIC.forEach((want, i) => {
    const w: Want = {
      ...want,
      ...(neverTakes ? { targets: [0, 0] as const } : {}),
      min: [Math.max(want.min[0], floor), want.min[1]],
      otherLevel: i > 0 && plan.levelLesson !== undefined,
    };
    const { otherLevel, ...got } = drawAny(ctx, letter, w, `level ${i + 1}`);
    floor = got.min;
    const taken = got.goal.includes('ake');
    // The prism's sentence once per piece, with its first exercise that has a star on another level.
    const level = otherLevel && !out.some((e) => e.lesson === plan.levelLesson) ? plan.levelLesson : undefined;
    const lesson = (taken ? plan.captureLesson?.[letter] : undefined) ?? level;
    out.push({ ...got, after, ...(lesson ? { lesson } : {}) });
  });
  const kinds = board.view.legend;
  const entry = kinds.find((k) => k.letter === letter)!;
  if (plan.drops && !entry.royal && !letter.startsWith('+')) {
    const got = drawAny(
      ctx,
      letter,
      { stars: [1, 2], targets: [0, 1], blockers: [0, 1], min: [2, 4], depth: [2, 3], inHand: true },
      'drop',
    );
    const name = nameOf(board.view, letter);
    out.push({
      ...got,
      after: plan.drops,
      goal: `Drop the ${name} from your hand, then ${got.goal[0]!.toLowerCase()}${got.goal.slice(1)}`,
      lesson: `A man in hand is dropped on an empty cell of your own castle, and that is a whole move; from there the ${name} moves as usual.`,
    });
  }
  // (Where the draw rarely finds one, the exercise is written by hand: scripts/exercise-plan.ts.)
  const byHand = (after?: string) => plan.hand?.some((h) => h.piece === letter && h.after === after) === true;
  if (
    plan.promoteOnCapture &&
    !entry.royal &&
    !byHand(plan.promoteOnCapture) &&
    kinds.some((k) => k.letter === `+${letter}`)
  ) {
    const got = drawAny(
      ctx,
      letter,
      {
        stars: [2, 2],
        targets: [1, 1],
        blockers: [0, 1],
        min: [2, 5],
        depth: [1, 3],
        accept: (text, stars, line, start) => promotionMatters(ctx, letter, text, stars, line, start),
      },
      'promotion',
    );
    const [plain, promoted] = [nameOf(board.view, letter), nameOf(board.view, `+${letter}`)];
    out.push({
      ...got,
      after: plan.promoteOnCapture,
      lesson: `The man that captures is promoted at once: your ${plain} became ${/^[AEIOU]/.test(promoted) ? 'an' : 'a'} ${promoted}, which reaches the other star sooner.`,
    });
  }
  if (plan.stayCapture && entry.royal) {
    const got = drawAny(
      ctx,
      letter,
      {
        stars: [1, 2],
        targets: [1, 1],
        blockers: [0, 0],
        min: [1, 3],
        depth: [1, 2],
        accept: (_t, _s, line) => line.some((m) => m.includes('!')),
      },
      'capture without moving',
    );
    out.push({ ...got, after: plan.stayCapture.after, lesson: plan.stayCapture.lesson });
  }
  for (const h of plan.hand ?? []) if (h.piece === letter) out.push(h);
  return out;
}

/**
 * True when the man's promotion on its capture is the way: the shortest line takes the target first, then the promoted
 * man goes on to the other star, which the plain man reaches from the target's cell later or never, and which the man
 * could not reach as soon without taking.
 */
function promotionMatters(
  ctx: Ctx,
  letter: string,
  text: string,
  stars: readonly string[],
  line: readonly string[],
  start: string,
): boolean {
  const pos = parsePosition(ctx.variant, text);
  if (!pos.ok) return false;
  const board = pos.value.variant.board;
  const target = stars.find((s) => pos.value.pieceAt(board.index(s))?.side === 'b');
  const empty = stars.find((s) => s !== target);
  if (!target || !empty) return false;
  const take = line.findIndex((m) => m.endsWith(`x${target}`));
  if (take < 0 || take === line.length - 1) return false;
  let at = target;
  for (const m of line.slice(take + 1)) {
    const [from, to] = m.split(/[-x]/);
    if (from !== at || !to) return false;
    at = to;
  }
  const direct = minimumMoves(ctx.variant, text, [empty], { moves: line.length });
  if (direct.ok && direct.value.min < line.length) return false;
  // From the target's cell, in the same position with the target gone: the plain man against the promoted one.
  const rest = text
    .split(';')
    .filter((f) => f.trim().startsWith('b:'))
    .flatMap((f) => f.trim().slice(2).trim().split(/\s+/))
    .filter((t) => t && !t.endsWith(target) && t !== `${letter}${start}`);
  const from = (l: string) =>
    minimumMoves(ctx.variant, `w: ${l}${target}; b: ${rest.join(' ')}`, [empty], { moves: 6 });
  const [plain, promoted] = [from(letter), from(`+${letter}`)];
  return promoted.ok && (!plain.ok || plain.value.min > promoted.value.min);
}

/** Checks that `after` is a heading of the variant's lesson (the generator fails otherwise). */
function checkAfter(variant: VariantId, drafts: readonly Draft[]): void {
  const outline = lessonOf(variant);
  if (!outline) throw new Error(`${variant}: no lesson content/lessons/${variant}.mdx`);
  const ids = new Set(outline.headings.map((h) => h.id));
  for (const d of drafts)
    if (!ids.has(d.after))
      throw new Error(
        `${variant}: piece ${d.piece}: "${d.after}" is not a heading id of content/lessons/${variant}.mdx`,
      );
}

/** Proves every draft's minimum and numbers the exercises per piece. */
function finish(variant: VariantId, drafts: readonly Draft[]): Exercise[] {
  const view = boardOf(variant).view;
  const count = new Map<string, number>();
  return drafts.map((d) => {
    const proof = minimumMoves(variant, d.position, d.stars);
    if (!proof.ok) throw new Error(`${variant}: ${d.piece} ${d.position}: ${proof.error.message}`);
    const name = slug(view.legend.find((l) => l.letter === d.piece)!.kind);
    const n = (count.get(name) ?? 0) + 1;
    count.set(name, n);
    const { piece, after, position, stars, goal, lesson } = d;
    const id = `${name}-${n}`;
    return { id, variant, piece, after, position, stars, min: proof.value.min, goal, ...(lesson ? { lesson } : {}) };
  });
}

const HEADER = (variant: string) =>
  `/**\n * The practice exercises of ${variant} (content/exercises/types.ts), generated by scripts/exercises.ts (npm run\n * exercises): do not edit by hand. Each \`min\` is proved by the engine's breadth-first search (engine/learn/).\n *\n * Over 300 lines: generated data, one exercise per object as the formatter lays it out.\n */\n`;

function write(variant: VariantId, list: readonly Exercise[]): string {
  const file = join('content', 'exercises', `${variant}.ts`);
  const body = list.map((e) => `  ${JSON.stringify(e).replace(/'/g, "\\'").replace(/"/g, "'")},`).join('\n');
  writeFileSync(
    file,
    `${HEADER(variant)}import type { Exercise } from './types';\n\nexport const exercises: readonly Exercise[] = [\n${body}\n];\n`,
  );
  return file;
}

const camel = (id: string) => id.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

function writeIndex(): string {
  const file = join('content', 'exercises', 'index.ts');
  const imports = VARIANT_IDS.map((id) => `import { exercises as ${camel(id)} } from './${id}';`).join('\n');
  const entries = VARIANT_IDS.map((id) => (id.includes('-') ? `  '${id}': ${camel(id)},` : `  ${id},`)).join('\n');
  writeFileSync(
    file,
    `/**\n * Every variant's practice exercises (content/exercises/<id>.ts, written by scripts/exercises.ts), by variant id.\n */\nimport type { VariantId } from '@/content/variants';\nimport type { Exercise } from './types';\n${imports}\n\n/**\n * The exercises of every variant, piece by piece in the order of the variant's piece table; a page places each\n * after the heading its \`after\` names.\n */\nexport const EXERCISES: Readonly<Record<VariantId, readonly Exercise[]>> = {\n${entries}\n};\n\n/** Returns a variant's exercises (none for an unknown id). */\nexport function exercisesOf(id: string): readonly Exercise[] {\n  return Object.hasOwn(EXERCISES, id) ? EXERCISES[id as VariantId] : [];\n}\n`,
  );
  return file;
}

const only = process.argv.slice(2) as VariantId[];
const files: string[] = [];
for (const variant of VARIANT_IDS) {
  if (only.length && !only.includes(variant)) continue;
  const t0 = performance.now();
  const board = boardOf(variant);
  const letters = board.view.legend.map((l) => l.letter);
  const drafts = letters.flatMap((letter) => {
    const t = performance.now();
    const rng = seededRandom(seedOf(`${variant} ${letter}`));
    const pair = (l: string, cell: string) => {
      if (board.view.legend.find((e) => e.letter === l)?.cells !== 2) return '';
      const next = board.view.cells.filter((c) => apart(board, c.name, cell) === 1);
      return `-${next[Math.floor(rng() * next.length)]?.name}`;
    };
    const homes = new Map<string, ReadonlySet<string> | undefined>();
    const ctx: Ctx = {
      variant,
      plan: PLANS[variant],
      board,
      rng,
      pair,
      pawnCells: (l) => {
        if (!homes.has(l)) homes.set(l, pawnCells(ctx, l));
        return homes.get(l);
      },
    };
    const got = pieceExercises(ctx, letter);
    if (process.env.EXERCISES_VERBOSE) console.log(`  ${letter}: ${Math.round(performance.now() - t)} ms`);
    return got;
  });
  checkAfter(variant, drafts);
  const list = finish(variant, drafts);
  files.push(write(variant, list));
  console.log(`${variant}: ${list.length} exercises in ${Math.round(performance.now() - t0)} ms`);
}
files.push(writeIndex());
execFileSync('npx', ['biome', 'format', '--write', ...files], { stdio: 'inherit' });
