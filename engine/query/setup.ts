/**
 * What the board editor asks: the palette and the extra state a variant's positions carry (`setupOptions`), the
 * picture of a position that may break setup rules (`setupView`), the problems with it (`inspectSetup`), where an
 * en-passant cell could be (`epCells`) and where a two-cell man's other cell may go (`partnerCells`).
 */
import type { ByColor } from '../types';
import { buildState, epVictim } from '../notation/positionText';
import { emptySetup as emptyOf, parseSetup as parseOf, printSetup as printOf, type Setup } from '../notation/setup';
import { err, ok, type Result } from '../result';
import { Position } from '../rules/position';
import { validatePosition, type SetupProblem } from '../rules/validate';
import type { Variant } from '../rules/variant';
import { getVariant } from '../variants/index';
import { boardView, type BoardView } from './boardView';

/** One entry of the editor's palette: a piece of the variant (both sides draw from the same list). */
export interface PaletteEntry {
  readonly letter: string;
  /** The engine's name of the piece (the key of its symbol). */
  readonly kind: string;
  /** Its name for each side. */
  readonly names: ByColor<string>;
  /** 2 for a man on two cells (the Panoply Barricade). */
  readonly cells: 1 | 2;
  readonly royal: boolean;
  /** The promoted form of another piece (`+P`). */
  readonly promoted: boolean;
}

/** What a variant's positions hold besides the men, for the editor's controls. */
export interface SetupOptions {
  readonly palette: readonly PaletteEntry[];
  /** Letters a side may hold in hand or pool (empty when the variant has neither). */
  readonly handLetters: readonly string[];
  /** What the variant calls the men held: its drops' hand, or the promotion pool. */
  readonly handName?: 'hand' | 'pool';
  /** True when a man of the variant can be taken en passant (the `ep` key means something). */
  readonly enPassant: boolean;
  /** The variant's own keys, with their default and (when few) every value. */
  readonly extraKeys: readonly {
    readonly key: string;
    readonly default: string;
    readonly values?: readonly string[];
  }[];
}

/** Resolves a variant id, then answers `f` of the variant; an error Result for an unknown id. */
function withVariant<T>(variantId: string, f: (v: Variant) => T): Result<T> {
  const vr = getVariant(variantId);
  return vr.ok ? ok(f(vr.value)) : vr;
}

/** Reads position text of a variant as plain data (the setup rules are not checked: see `inspectSetup`). */
export function parseSetup(variantId: string, text: string): Result<Setup> {
  const vr = getVariant(variantId);
  return vr.ok ? parseOf(vr.value, text) : vr;
}

/** Prints a setup of a variant as position text. */
export function printSetup(variantId: string, setup: Setup): Result<string> {
  return withVariant(variantId, (v) => printOf(v, setup));
}

/** Returns a variant's empty board (White to move, the variant's keys at their defaults). */
export function emptySetup(variantId: string): Result<Setup> {
  return withVariant(variantId, emptyOf);
}

/** Returns the palette and the extra state of a variant's positions. */
export function setupOptions(variantId: string): Result<SetupOptions> {
  return withVariant(variantId, optionsOf);
}

function optionsOf(v: Variant): SetupOptions {
  const promo = v.def.rules.promotion;
  const handName =
    promo?.choices === 'pool'
      ? 'pool'
      : promo
        ? undefined
        : v.kinds.some((k) => k.letter.startsWith('+'))
          ? 'hand'
          : undefined;
  const handLetters = !handName
    ? []
    : v.kinds
        .filter((k) => !k.def.royal && !(handName === 'pool' ? k.def.pawn : k.letter.startsWith('+')))
        .map((k) => k.letter);
  return {
    palette: v.kinds.map((k) => ({
      letter: k.letter,
      kind: k.def.name,
      names: { w: k.def.sideNames?.[0] ?? k.def.name, b: k.def.sideNames?.[1] ?? k.def.name },
      cells: k.def.cells === 2 ? 2 : 1,
      royal: k.def.royal === true,
      promoted: k.letter.startsWith('+'),
    })),
    handLetters,
    ...(handName ? { handName } : {}),
    enPassant: v.kinds.some((k) => k.def.atoms.some((a) => a.setsEp)),
    extraKeys: Object.entries(v.def.extraKeys ?? {}).map(([key, spec]) => ({
      key,
      default: spec.default,
      ...(spec.values ? { values: spec.values } : {}),
    })),
  };
}

/** The editor's answer for one position: its text, its picture (no moves) and what is wrong with it. */
export interface SetupCheck {
  readonly setup: Setup;
  readonly text: string;
  readonly view: BoardView;
  readonly problems: readonly SetupProblem[];
}

/** Reads a setup (or position text) of a variant: its text, picture and problems; an error only for bad syntax. */
export function inspectSetup(variantId: string, input: Setup | string): Result<SetupCheck> {
  const vr = getVariant(variantId);
  if (!vr.ok) return vr;
  const v = vr.value;
  let setup: Setup;
  if (typeof input === 'string') {
    const r = parseOf(v, input);
    if (!r.ok) return r;
    setup = r.value;
  } else setup = input;
  const built = buildState(v, setup, []);
  if (!built.ok) return err('ERR_SETUP', built.error.message); // lenient: does not happen
  const view = boardView(Position.fromState(v, built.value), { play: false });
  return ok({ setup, text: printOf(v, setup), view, problems: validatePosition(v, setup) });
}

/** Returns the empty cells that could be the en-passant cell of a setup (a pawn of the side not to move skipped it). */
export function epCells(variantId: string, setup: Setup): Result<string[]> {
  return withVariant(variantId, (v) => epCellsOf(v, setup));
}

function epCellsOf(v: Variant, setup: Setup): string[] {
  const built = buildState(v, { ...setup, ep: '-' }, []);
  if (!built.ok) return [];
  const st = built.value;
  return v.board.names.filter((_, cell) => st.board[cell] === 0 && epVictim(v, st, cell) >= 0);
}

/** Returns the cells that may hold the other half of a two-cell man of `letter` whose first cell is `cell`. */
export function partnerCells(variantId: string, letter: string, cell: string): Result<string[]> {
  return withVariant(variantId, (v) => partnerCellsOf(v, letter, cell));
}

function partnerCellsOf(v: Variant, letter: string, cell: string): string[] {
  const k = v.kindByLetter.get(letter);
  const c = v.board.index(cell);
  const joins = k === undefined ? undefined : v.kinds[k]!.def.joins;
  if (!joins || c < 0) return [];
  return joins
    .map((vec) => v.board.step(c, vec))
    .filter((x) => x >= 0)
    .map((x) => v.board.names[x]!);
}
