/**
 * Movement atoms: small data values from which every piece is built (Fairy-Stockfish / Betza atoms,
 * honeycomb traversers). A piece's moves are the union of its atoms.
 *
 * Kinds understood by the generic move generator:
 * - `slide`: repeat one vector up to `range` times, stopping at the first occupied cell (range 1 = a leap;
 *   a knight vector with range Infinity = a nightrider). Off-board cells end the line.
 * - `hop`: a cannon line: quiet moves up to the first man (the screen), captures the first man beyond it.
 * - `lame`: a leap that is blocked when its `leg` cell (one per vector) is occupied (the xiangqi horse).
 * Variants may register other kinds (see `rules/atomKinds.ts`) for what these cannot express.
 */
import type { Vec } from '../types';

/** Whether an atom moves to empty cells, captures, or both. */
type Mode = 'both' | 'move' | 'capture';

export interface Atom {
  /** How the vectors are walked (see the module comment). */
  readonly kind: string;
  /** The vectors, seen from White; `relative` atoms are mirrored for Black by the variant. */
  readonly vectors: readonly Vec[];
  /** For `lame`: the cell that must be empty for `vectors[i]` is `from + legs[i]`. */
  readonly legs?: readonly Vec[];
  /** For `lame`: a leg cell that is not on the board blocks the leap too (no stepping through a hole). */
  readonly legMustExist?: boolean;
  /** Maximum number of steps along a vector (1 for a leap). */
  readonly range: number;
  readonly mode: Mode;
  /** True when the vectors are forward-relative (pawns); they are mirrored for Black. */
  readonly relative: boolean;
  /** The atom is usable only from cells of this region of the mover's side (e.g. pawn start cells). */
  readonly from?: string;
  /** A move of two steps sets the en-passant cell to the cell it skipped. */
  readonly setsEp?: boolean;
  /** This capture may be made en passant onto the current `ep` cell. */
  readonly enPassant?: boolean;
  /** Capture without moving: the enemy man on the target is removed and the piece stays. */
  readonly stay?: boolean;
  /** The target must lie outside this region of the mover's side (Peanut: the king's castle). */
  readonly targetOutside?: string;
  /** The target must lie inside this region of the mover's side. */
  readonly targetInside?: string;
  /** The name of the vector family, for descriptions ("orthogonal", "knight", ...). */
  readonly group: string;
  /** A component name for lessons (e.g. "Sennight"). */
  readonly label?: string;
}

/** Options shared by the atom constructors. */
type AtomOptions = Partial<Omit<Atom, 'kind' | 'vectors' | 'group'>> & { readonly group?: string };

const make = (kind: string, vectors: readonly Vec[], range: number, o: AtomOptions): Atom => ({
  kind,
  vectors,
  range,
  mode: 'both',
  relative: false,
  group: 'custom',
  ...o,
});

/** Returns an atom that leaps once along each vector. */
export const leap = (vectors: readonly Vec[], o: AtomOptions = {}): Atom => make('slide', vectors, 1, o);
/** Returns an atom that slides along each vector, up to `o.range` steps (default: unlimited). */
export const slide = (vectors: readonly Vec[], o: AtomOptions = {}): Atom =>
  make('slide', vectors, o.range ?? Infinity, o);
/** Returns a cannon atom: moves like a slider, captures by hopping over exactly one man. */
export const hop = (vectors: readonly Vec[], o: AtomOptions = {}): Atom => make('hop', vectors, o.range ?? Infinity, o);
/** Returns a lame leaper: `pairs[i] = [vector, leg]`; the leap is blocked when `from + leg` is occupied. */
export const lame = (pairs: readonly (readonly [Vec, Vec])[], o: AtomOptions = {}): Atom => ({
  ...make(
    'lame',
    pairs.map((p) => p[0]),
    1,
    o,
  ),
  legs: pairs.map((p) => p[1]),
});
/** Returns an atom of a variant-registered kind. */
export const custom = (kind: string, vectors: readonly Vec[], o: AtomOptions = {}): Atom =>
  make(kind, vectors, o.range ?? 1, o);

/** What a piece is, as data. */
export interface PieceDef {
  /** English name, lower case ("knight"). */
  readonly name: string;
  /** Side-specific display names where the variant has them (King and Queen). */
  readonly sideNames?: readonly [string, string];
  readonly atoms: readonly Atom[];
  /** Its capture ends the game; the mover may never leave it attacked. */
  readonly royal?: boolean;
  /** The piece may stand only on cells of this region of its side. */
  readonly confined?: string;
  /** A pawn: may promote, and its moves reset the fifty-move clock. */
  readonly pawn?: boolean;
  /** A man on two cells (the Panoply Barricade): position text names both (`Xf2-g2`), `State.link` pairs them. */
  readonly cells?: 2;
  /** With `cells: 2`: the vectors that may lead from one of its cells to the other (adjacency). */
  readonly joins?: readonly Vec[];
  /** An immobiliser (the Panoply Herald): enemy men on a cell one of these vectors away cannot move and attack nothing. */
  readonly freezes?: readonly Vec[];
  /** How it may be captured, in a sentence for its description, where that differs from other men (the Barricade). */
  readonly captureRule?: string;
  /** A leaper defined by its leap length: the squared length of its leaps (Lengthleaper's SOLL), for "why not?". */
  readonly soll?: number;
  /** Value in pawns, where a source gives one (the inventor, or the variant's `valuesBy`). */
  readonly value?: number;
}

/** Returns a piece whose moves are the union of the given pieces' moves. */
export const compound = (name: string, ...parts: readonly PieceDef[]): PieceDef => ({
  name,
  atoms: parts.flatMap((p) => p.atoms),
});
