/**
 * A variant is data: a board shape, a piece table built from atoms, named regions, a setup string and a few
 * rule settings, plus optional hooks for what data cannot express (docs/STYLE.md §3.3).
 * `defineVariant` validates a definition once, compiles its tables and freezes it; a broken definition is a
 * programmer error and throws when the module loads.
 *
 * Over 300 lines: the definition's types and `defineVariant`, which reads and compiles each of their fields, side by
 * side.
 */
import type { Atom, PieceDef } from '../pieces/atoms';
import { BUILTIN_KINDS, type AtomKind } from './atomKinds';
import { compileBoard, type Board, type BoardShape } from '../geometry/board';
import type { ByColor, Color, PerColor, Side, VariantId, Vec } from '../types';
import type { ExplainContext, Why } from './atomKinds';
import type { Move } from './move';
import type { State } from './state';

/** A region per side, as a predicate on coordinates or a list of cell names. */
export type RegionDef = PerColor<readonly string[]> | ((c: Vec, color: Color, name: string) => boolean);

/** How a stalemated side scores. */
type StalemateRule = 'draw' | 'loss' | 'score34';

interface PromotionRule {
  /** Region (of the promoting side) where a pawn promotes. */
  readonly zone: string;
  /** Letters a pawn may become, or 'pool': only pieces of its side held in `hand` (Peanut). */
  readonly choices: readonly string[] | 'pool';
  /** 'always': every move into the zone promotes; 'optional': promotion may be declined except where `forcedIn`. */
  readonly when: 'always' | 'optional';
  /** With 'optional': region where promotion is compulsory (a pawn there could never move again). */
  readonly forcedIn?: string;
  /** Choices allowed only inside a region (of the promoting side): letter -> region name (Lengthleaper's Permit). */
  readonly choiceZones?: Readonly<Record<string, string>>;
}

interface RuleSettings {
  readonly promotion?: PromotionRule;
  readonly stalemate: StalemateRule;
  /** Plies without an irreversible move that end the game in a draw; undefined for none. */
  readonly fiftyMovePlies?: number;
  /** Repetitions of a position that draw (3 = threefold); undefined for none. */
  readonly repetition?: number;
  /**
   * Lines (each vector and its opposite) along which the two royal men may never see each other across empty
   * cells (xiangqi's "flying general"): a move that leaves them so is illegal, as if each attacked the other.
   */
  readonly facing?: readonly Vec[];
}

/** Mutations a hook may make during `play`; each is recorded so that `unmake` restores it. */
export interface Mutator {
  set(cell: number, code: number): void;
  addHand(color: Color, kind: number, delta: number): void;
  setExtra(key: string, value: string): void;
}

/** Named hooks for rules that are not movement. Each is pure except through the mutator. */
export interface VariantHooks {
  /** Adds or removes pseudo-legal moves of the side to move (e.g. drops). */
  extraMoves?(v: Variant, st: State, out: Move[]): void;
  /**
   * Beside `extraMoves`' drops: why the side to move (`ctx.color`) may not drop a man of `kind` on the empty cell
   * `to` (outside its zone: `confined`; another drop rule: `rule`), or undefined when the drop rules allow it.
   */
  explainDrop?(ctx: ExplainContext, kind: number, to: number): Why | undefined;
  /** Effects after the generic part of a move (captured men to a pool, promotion on capture). */
  afterMove?(v: Variant, st: State, move: Move, captured: number, m: Mutator): void;
  /** An extra legality test after the move is made, for the side that moved (e.g. facing royals). */
  illegalAfter?(v: Variant, st: State, mover: Color): string | undefined;
  /** A result that data cannot express (bare king), checked before checkmate/stalemate when given. */
  outcome?(v: Variant, st: State, legal: readonly Move[]): Outcome | undefined;
  /**
   * Whether the move just made (state after it, turn already passed) resets the fifty-move clock; replaces the
   * default rule (a capture, a pawn move or a drop) for variants with their own definition (Panoply).
   */
  irreversible?(v: Variant, st: State, move: Move, captured: number): boolean;
  /** Setup rules the position text cannot express (one king a side, at most two Barricades): a message, or undefined. */
  checkSetup?(v: Variant, st: State): string | undefined;
  /**
   * Every breach of the setup rules with the cells concerned (for the board editor); when given, `checkSetup`
   * should return the first one's message.
   */
  setupProblems?(v: Variant, st: State): readonly SetupIssue[];
  /** Finds the legal move meant by a long move text other than its printed form (another path of a Barricade). */
  readMove?(v: Variant, st: State, text: string, legal: readonly Move[]): Move | undefined;
}

/** The end of a game. `winner` is the side with the larger score, or undefined for an even result. */
export interface Outcome {
  readonly status: 'checkmate' | 'stalemate' | 'bare-king' | 'fifty-turns' | 'repetition' | 'draw';
  readonly winner?: Side;
  /** Scores of w and b, e.g. [0.75, 0.25]. */
  readonly score: ByColor<number>;
  readonly reason: string;
}

/** One breach of a setup rule: a code (`no-royal`, `pawn-zone`, ...), the message, the cells and side concerned. */
export interface SetupIssue {
  readonly code: string;
  readonly message: string;
  readonly cells: readonly number[];
  readonly side?: Color;
}

/** A variant-specific position key (docs/CONVENTIONS.md §4 "other keys"). */
export interface ExtraKey {
  readonly default: string;
  /** Returns an error message for a bad value, or undefined. */
  readonly check?: (value: string) => string | undefined;
  /** Every value the key may take, when there are few (the board editor offers them as a choice). */
  readonly values?: readonly string[];
}

export interface VariantDef {
  readonly id: VariantId;
  readonly title: string;
  /** The sides' names as the variant calls them (default White, Black). */
  readonly sideNames?: readonly [string, string];
  readonly board: BoardShape;
  /** Piece table keyed by its letter in the position text ('K', or '+P' for a promoted pawn). */
  readonly pieces: Readonly<Record<string, PieceDef>>;
  /** Black's view of a White-relative vector (mirror or point reflection of the board). */
  readonly mirror: (v: Vec) => Vec;
  readonly regions?: Readonly<Record<string, RegionDef>>;
  /** The start position, in position text. Reconstructed setups say so in the variant's notes (engine/variants/notes.ts). */
  readonly setup: string;
  readonly rules: RuleSettings;
  readonly extraKeys?: Readonly<Record<string, ExtraKey>>;
  readonly hooks?: VariantHooks;
  /** The variant's own atom kinds, by the name its atoms carry in `kind` (rules/atomKinds.ts). */
  readonly atomKinds?: Readonly<Record<string, AtomKind>>;
  /** Whose the pieces' values are, where not the inventor's ("Pacey’s": Gliński gave none). */
  readonly valuesBy?: string;
}

/** An atom compiled for one side: `lines[cell]` are the cell sequences the atom walks from `cell`. */
export interface CompiledAtom {
  readonly atom: Atom;
  /** The variant's kind for an atom that is not `slide`, `hop` or `lame` (VariantDef `atomKinds`). */
  readonly custom?: AtomKind;
  readonly lines: readonly (readonly Int16Array[])[];
  /** For `lame`: `legs[cell][i]` is the leg cell of `lines[cell][i]`, or -1. */
  readonly legs?: readonly (readonly number[])[];
  /** Cells from which the atom may be used (undefined: all). */
  readonly fromMask?: Uint8Array;
  readonly targetMask?: Uint8Array;
  readonly targetExclude?: Uint8Array;
}

interface KindInfo {
  readonly index: number;
  readonly letter: string;
  readonly def: PieceDef;
  /** Compiled atoms for w and b. */
  readonly atoms: PerColor<readonly CompiledAtom[]>;
  readonly confine?: PerColor<Uint8Array>;
}

/** A compiled, frozen variant. */
export interface Variant {
  readonly id: VariantId;
  readonly title: string;
  readonly def: VariantDef;
  readonly board: Board;
  readonly kinds: readonly KindInfo[];
  readonly kindByLetter: ReadonlyMap<string, number>;
  /** Region masks per side: `regions.get(name)[color][cell]` is 1 inside. */
  readonly regions: ReadonlyMap<string, PerColor<Uint8Array>>;
  /** Promotion choices as kind indices (undefined when the rule is 'pool' or there is no promotion). */
  readonly promoKinds?: readonly number[];
  /** Per kind index: where that kind may be chosen on promotion (undefined: wherever the zone allows). */
  readonly promoZones?: readonly (PerColor<Uint8Array> | undefined)[];
  readonly hooks: VariantHooks;
  /** Immobilisers (PieceDef `freezes`), one entry per vector; undefined when the variant has none (rules/freeze.ts). */
  readonly freezers?: readonly Freezer[];
}

/** One vector of the variant's immobilisers: `back[cell]` is the cell a freezer must stand on to freeze `cell`. */
export interface Freezer {
  readonly back: Int16Array;
  /** Per piece code: 1 for the immobilisers that freeze along this vector. */
  readonly codes: Uint8Array;
}

/** Returns the piece code stored on the board for a kind and a side (0 is an empty cell). */
export const pieceCode = (kind: number, color: Color): number => kind * 2 + color + 1;
/** Returns the kind of a non-zero piece code. */
export const codeKind = (code: number): number => (code - 1) >> 1;
/** Returns the side of a non-zero piece code. */
export const codeColor = (code: number): Color => ((code - 1) & 1) as Color;

function regionMasks(board: Board, name: string, def: RegionDef): PerColor<Uint8Array> {
  const masks: [Uint8Array, Uint8Array] = [new Uint8Array(board.size), new Uint8Array(board.size)];
  for (const color of [0, 1] as const) {
    if (typeof def === 'function') {
      board.coords.forEach((c, i) => {
        masks[color][i] = def(c, color, board.names[i]!) ? 1 : 0;
      });
    } else {
      for (const n of def[color]) {
        const i = board.index(n);
        if (i < 0) throw new Error(`region ${name}: no cell ${n}`);
        masks[color][i] = 1;
      }
    }
  }
  return masks;
}

interface AtomLines {
  readonly lines: Int16Array[][];
  readonly legs: number[][];
}

/** Cache of `atomLines` for atoms whose lines do not depend on the side (not `relative`): both sides share them. */
const sharedLines = new WeakMap<Board, WeakMap<Atom, AtomLines>>();

/**
 * The lines of an atom from every cell: the rays along its vectors (up to its range) that have at least one cell,
 * and, with legs, the leg cell of each. One ray table per vector (Board.rays), so a big board compiles quickly.
 */
function atomLines(board: Board, atom: Atom, vectors: readonly Vec[], legVecs: readonly Vec[] | undefined): AtomLines {
  const sideFree = !atom.relative;
  const cached = sideFree ? sharedLines.get(board)?.get(atom) : undefined;
  if (cached) return cached;
  const rayTables = vectors.map((vec) => board.rays(vec, atom.range));
  const legTables = legVecs?.map((l) => board.stepTable(l));
  const lines: Int16Array[][] = [];
  const legs: number[][] = [];
  for (let cell = 0; cell < board.size; cell++) {
    const ls: Int16Array[] = [];
    const lg: number[] = [];
    for (let i = 0; i < rayTables.length; i++) {
      const line = rayTables[i]![cell]!;
      if (line.length === 0) continue;
      const leg = legTables ? legTables[i]![cell]! : 0;
      if (legTables && atom.legMustExist && leg < 0) continue;
      ls.push(line);
      if (legTables) lg.push(leg);
    }
    lines.push(ls);
    legs.push(lg);
  }
  const out: AtomLines = { lines, legs };
  if (sideFree) {
    let m = sharedLines.get(board);
    if (!m) sharedLines.set(board, (m = new WeakMap()));
    m.set(atom, out);
  }
  return out;
}

function compileAtom(
  v: VariantDef,
  board: Board,
  regions: ReadonlyMap<string, PerColor<Uint8Array>>,
  atom: Atom,
  color: Color,
): CompiledAtom {
  const vectors = atom.relative && color === 1 ? atom.vectors.map(v.mirror) : atom.vectors;
  const legVecs = atom.legs && (atom.relative && color === 1 ? atom.legs.map(v.mirror) : atom.legs);
  const region = (name: string | undefined) => {
    if (name === undefined) return undefined;
    const r = regions.get(name);
    if (!r) throw new Error(`${v.id}: atom refers to unknown region ${name}`);
    return r[color];
  };
  let custom: AtomKind | undefined;
  if (!BUILTIN_KINDS.includes(atom.kind)) {
    custom = Object.hasOwn(v.atomKinds ?? {}, atom.kind) ? v.atomKinds![atom.kind] : undefined;
    if (!custom) throw new Error(`${v.id}: atom kind ${atom.kind} is not declared in atomKinds`);
  }
  const { lines, legs } = atomLines(board, atom, vectors, legVecs);
  return {
    atom,
    custom,
    lines,
    legs: legVecs ? legs : undefined,
    fromMask: region(atom.from),
    targetMask: region(atom.targetInside),
    targetExclude: region(atom.targetOutside),
  };
}

/** Validates and compiles a variant definition. Throws on a definition error. */
export function defineVariant(def: VariantDef): Variant {
  const board = compileBoard(def.board);
  const regions = new Map<string, PerColor<Uint8Array>>();
  for (const [name, r] of Object.entries(def.regions ?? {})) regions.set(name, regionMasks(board, name, r));
  const kindByLetter = new Map<string, number>();
  const kinds: KindInfo[] = Object.entries(def.pieces).map(([letter, pdef], index) => {
    if (!/^\+?[A-Z]$/.test(letter)) throw new Error(`${def.id}: bad piece letter ${letter}`);
    kindByLetter.set(letter, index);
    const confine = pdef.confined === undefined ? undefined : regions.get(pdef.confined);
    if (pdef.confined !== undefined && !confine) throw new Error(`${def.id}: unknown region ${pdef.confined}`);
    if ((pdef.cells === 2) !== (pdef.joins !== undefined))
      throw new Error(`${def.id}: ${letter} needs both cells: 2 and joins, or neither`);
    return {
      index,
      letter,
      def: pdef,
      atoms: [0, 1].map((c) =>
        pdef.atoms.map((a) => compileAtom(def, board, regions, a, c as Color)),
      ) as unknown as PerColor<readonly CompiledAtom[]>,
      confine,
    };
  });
  const promo = def.rules.promotion;
  let promoKinds: number[] | undefined;
  if (promo) {
    if (!regions.has(promo.zone)) throw new Error(`${def.id}: unknown promotion zone ${promo.zone}`);
    if (promo.choices !== 'pool') {
      promoKinds = promo.choices.map((l) => {
        const k = kindByLetter.get(l);
        if (k === undefined) throw new Error(`${def.id}: unknown promotion letter ${l}`);
        return k;
      });
    }
  }
  let promoZones: (PerColor<Uint8Array> | undefined)[] | undefined;
  for (const [letter, zone] of Object.entries(promo?.choiceZones ?? {})) {
    const k = kindByLetter.get(letter);
    if (k === undefined) throw new Error(`${def.id}: unknown promotion letter ${letter}`);
    if (!regions.has(zone)) throw new Error(`${def.id}: unknown promotion choice zone ${zone}`);
    (promoZones ??= new Array<PerColor<Uint8Array> | undefined>(kinds.length).fill(undefined))[k] = regions.get(zone);
  }
  return Object.freeze({
    id: def.id,
    title: def.title,
    def,
    board,
    kinds,
    kindByLetter,
    regions,
    promoKinds,
    promoZones,
    hooks: def.hooks ?? {},
    freezers: compileFreezers(board, kinds),
  });
}

/** Returns one `Freezer` per vector of the immobilisers (PieceDef `freezes`), or undefined when there are none. */
function compileFreezers(board: Board, kinds: readonly KindInfo[]): Freezer[] | undefined {
  const byVec = new Map<string, Freezer>();
  for (const kind of kinds) {
    for (const vec of kind.def.freezes ?? []) {
      const key = vec.join(',');
      let f = byVec.get(key);
      if (!f)
        byVec.set(
          key,
          (f = { back: board.stepTable([-vec[0], -vec[1], -vec[2]]), codes: new Uint8Array(kinds.length * 2 + 1) }),
        );
      f.codes[pieceCode(kind.index, 0)] = 1;
      f.codes[pieceCode(kind.index, 1)] = 1;
    }
  }
  return byVec.size ? [...byVec.values()] : undefined;
}
