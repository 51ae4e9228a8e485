/**
 * Plain-English descriptions of a piece's movement, generated from its atoms (display only; the lessons
 * show them under each piece diagram). Each atom gives one clause; clauses join with "or".
 */
import type { AtomKind } from '../rules/atomKinds';
import type { Atom, PieceDef } from './atoms';
import { leapNotationWords, readLeapNotation } from './leapNotation';

/** How a vector family reads in a sentence: [the lines of a slider, the cells of a leaper]. */
const GROUPS: Readonly<Record<string, readonly [string, string]>> = {
  orthogonal: ['orthogonal lines (through the sides of its cell)', 'orthogonal neighbours'],
  diagonal: ['diagonal lines (through the corners of its cell)', 'diagonal neighbours (through a corner)'],
  knight: ['knight lines, repeating the same knight leap', 'knight cells'],
  'orthogonal-2': ['', 'cells two steps away in a straight orthogonal line, jumping over the cell between'],
  'orthogonal-3': ['', 'cells three steps away in a straight orthogonal line, jumping over the cells between'],
  forward: ['forward lines', 'forward cells'],
  'forward-orthogonal': ['forward orthogonal lines', 'forward orthogonal neighbours'],
  'forward diagonal': ['forward diagonal lines', 'forward diagonal cells'],
  vertical: ['vertical lines, straight up and down through the levels', 'cells straight above and below'],
  'square diagonal': [
    'square diagonals (one level up or down and one cell across)',
    'square-diagonal neighbours (one level up or down and one cell across)',
  ],
  'radial orthogonal': [
    'radial lines (straight ahead, straight back, sideways, up and down)',
    'radial neighbours (straight ahead, straight back, sideways, up and down)',
  ],
  'radial diagonal': [
    'radial diagonals (one level up or down from a radial step across)',
    'radial diagonal cells (one level up or down from a radial step across)',
  ],
};

/** Whether a group is a length leaper component in Gilman's notation (e.g. `r7:0`, `2:r3`; see leapNotation.ts). */
const isLeap = (group: string) => readLeapNotation(group) !== undefined;

const count = (a: Atom) => (a.vectors.length === 1 ? '' : `${a.vectors.length} `);

/** The variant's own atom kinds (VariantDef `atomKinds`), which describe their atoms. */
type Kinds = Readonly<Record<string, AtomKind>> | undefined;

/** Returns one clause describing what an atom lets a piece do. */
function describeAtom(a: Atom, kinds: Kinds): string {
  const one = (t: string) => (a.vectors.length === 1 ? t.replace(/\b(line|cell|neighbour)s\b/, '$1') : t);
  const [lines, cells] = (GROUPS[a.group] ?? [`lines of the ${a.group} family`, `${a.group} cells`]).map(one) as [
    string,
    string,
  ];
  const custom = kinds !== undefined && Object.hasOwn(kinds, a.kind) ? kinds[a.kind]!.describe : undefined;
  let what: string;
  if (custom) what = custom(a);
  else if (isLeap(a.group))
    what = `leaps to the ${count(a)}cells of its ${a.label ?? 'leap'} component (${leapNotationWords(a.group)})`;
  else if (a.kind === 'hop')
    what = `moves along the ${count(a)}${lines} and captures by jumping over exactly one man to the first man beyond it`;
  else if (a.kind === 'lame') what = `leaps to the ${count(a)}${cells} unless the cell it passes first is occupied`;
  else if (a.kind !== 'slide') what = `moves by its own rule (${a.kind})`;
  else if (a.range === 1)
    what =
      a.group.startsWith('orthogonal-') || a.group === 'knight'
        ? `leaps to the ${count(a)}${cells}`
        : `steps to its ${count(a)}${cells}`;
  else if (a.range === Infinity) what = `slides any distance along the ${count(a)}${lines}`;
  else what = `slides up to ${a.range} cells along the ${count(a)}${lines}`;
  if (a.stay) what = `captures, without moving, a man on one of its ${count(a)}${cells}`;
  const notes: string[] = [];
  if (a.mode === 'move' && !a.stay) notes.push('only to an empty cell');
  if (a.mode === 'capture' && !a.stay) notes.push('only to capture');
  if (a.targetOutside) notes.push(`only outside its ${a.targetOutside}`);
  if (a.targetInside) notes.push(`only inside its ${a.targetInside}`);
  if (a.from) notes.push(`only from its ${a.from === 'pawnStart' ? 'start cells' : a.from}`);
  if (a.enPassant) notes.push('also en passant');
  if (a.label && !isLeap(a.group)) notes.unshift(`the ${a.label}`);
  return notes.length ? `${what} (${notes.join('; ')})` : what;
}

/** Returns a sentence describing how a piece moves; `kinds` are its variant's own atom kinds. */
export function describePiece(p: PieceDef, kinds?: Kinds): string {
  const clauses = p.atoms.map((a) => describeAtom(a, kinds));
  const unique = clauses.filter((c, i) => clauses.indexOf(c) === i);
  const head = `The ${p.name} ${unique.join('; or ')}.`;
  const never = p.atoms.every((a) => a.mode === 'move' && !a.stay);
  const extra = [
    p.royal ? 'It is royal: it may never be left attacked.' : '',
    p.confined ? `It may never leave its ${p.confined}.` : '',
    never ? 'It never captures.' : '',
    p.freezes
      ? `It freezes the enemy men next to it (on its ${p.freezes.length} neighbouring cells): an enemy man, even a King, that stands there when its owner’s turn begins cannot move that turn and attacks nothing.`
      : '',
    p.captureRule ?? '',
  ];
  return [head, ...extra.filter(Boolean)].join(' ');
}
