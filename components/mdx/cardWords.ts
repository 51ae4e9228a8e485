/**
 * What a piece card says (components/mdx/PieceCardBody.tsx): the piece's names, letter and value, the engine's
 * description and the caption of its board, read against the engine; and all of it as one text, which presenter
 * mode measures (components/classroom/lessonSteps.ts). Pure.
 */
import { boardView, parsePosition } from '@/engine';
import { readPieceCard } from './diagramSpec';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What a piece card shows, read against the engine, or the mistake in its props. */
export function readCard(variant: string, letter: string, cell: string) {
  const spec = readPieceCard({ variant, letter, cell });
  const pos = spec.position ? parsePosition(variant, spec.position) : undefined;
  const view = pos?.ok ? boardView(pos.value) : undefined;
  const entry = view?.legend.find((e) => e.letter === letter);
  if (!spec.position || !view || !entry) {
    const mistake =
      spec.errors.map((e) => `${e.field}: ${e.message}`).join('; ') ||
      (pos && !pos.ok ? pos.error.message : 'unknown variant');
    return { mistake };
  }
  const { w: wName, b: bName } = entry.names;
  const side = view.sideNames;
  return {
    position: spec.position,
    view,
    entry,
    /** The titles of the two pictures of the piece, each side's. */
    glyphs: [`${side.w} ${wName}`, `${side.b} ${bName}`] as const,
    names: cap(wName === bName ? wName : `${wName} (${side.w}), ${bName} (${side.b})`),
    letterLine: `Letter ${letter}${entry.value !== undefined ? ` · value ${entry.value} (${entry.valueBy})` : ''}`,
    caption: `The ${wName} on ${cell}: the marked cells are where it can go on an empty board.`,
  };
}

/**
 * How many words a lesson's piece card shows on a slide (components/classroom/lessonSteps.ts): its letter and value
 * line. Presenter mode hides its name (the section's heading says it) and moves its description and caption to the
 * speaker notes.
 */
export function pieceCardSlideWords(variant: string, letter: string, cell: string): number {
  const card = readCard(variant, letter, cell);
  const text = card.mistake !== undefined ? `This piece card has a mistake: ${card.mistake}.` : card.letterLine;
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
