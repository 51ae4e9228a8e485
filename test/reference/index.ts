/**
 * The reference generators behind one shape, for the differential tests. Each is written from the rules
 * documents alone and shares no code with engine/.
 */
import { refMoves, refParse } from './hex91';

export interface Reference {
  /** Legal moves of a position given as text, each with the position after it (as an opaque state). */
  readonly root: (text: string) => RefNode;
}
export interface RefNode {
  readonly moves: () => readonly { readonly text: string; readonly next: RefNode }[];
}

/** Wraps a parse/moves pair as a `Reference`. */
export function reference<S>(
  parse: (text: string) => S,
  moves: (s: S) => readonly { text: string; next: S }[],
): Reference {
  const node = (s: S): RefNode => ({ moves: () => moves(s).map((m) => ({ text: m.text, next: node(m.next) })) });
  return { root: (text) => node(parse(text)) };
}

const hex91: Readonly<Record<string, Reference>> = {
  glinski: reference((t) => refParse('glinski', t), refMoves),
  fullhouse: reference((t) => refParse('fullhouse', t), refMoves),
};

/**
 * Every reference generator by variant id: the two above, and each `*.ref.ts` file of this folder, which
 * exports `references: Record<string, Reference>`.
 */
export const REFERENCES: Readonly<Record<string, Reference>> = Object.assign(
  {},
  hex91,
  ...Object.values(import.meta.glob<{ references: Record<string, Reference> }>('./*.ref.ts', { eager: true })).map(
    (m) => m.references,
  ),
);
