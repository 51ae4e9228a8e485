/**
 * Presenter mode's steps of a lesson, cut at build time from its outline (components/mdx/outline.ts): each
 * top-level block's kind (a heading; a board: a Diagram or a PieceCard; a box that stands alone: You will learn,
 * Recap, Try it, the engine's notes on what was reconstructed; text) and the length of the text it shows beside
 * its board, then the rule of steps.ts. The block indices are those of the lesson body's top-level elements in
 * the page (one per block, then the notes box). Pure: what the page renders from the engine comes in `parts`.
 */
import { propOf, type LessonOutline } from '@/components/mdx/outline';
import { planSteps, RECONSTRUCTED, type Block, type Step } from './steps';

/** The titles of the Note kinds (components/mdx/Blocks.tsx), which the box shows before its text. */
const NOTE_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  reconstructed: 'Reconstructed',
  pitfall: 'Pitfall',
};

/** What the page draws beside the lesson's own text. */
interface LessonParts {
  /** How many characters a piece card shows beside its board (components/mdx/cardWords.ts). */
  cardChars(variant: string, letter: string, cell: string): number;
  /** How many puzzles the lesson's Try it shows (one step each). */
  readonly puzzles: number;
  /** The engine's notes on what was reconstructed, shown after the lesson (none when it covers them itself). */
  readonly notes: readonly string[];
}

/** The blocks of a lesson for planSteps, in the order of the page's elements. */
export function lessonBlocks(outline: LessonOutline, parts: LessonParts): Block[] {
  const blocks = outline.blocks.map((b): Block => {
    if (b.kind === 'heading') return { kind: 'heading', chars: 0, title: b.text, id: b.id };
    if (b.kind === 'text') return { kind: 'text', chars: b.chars };
    const e = b.element;
    const prop = (k: string) => propOf(e, k) ?? '';
    switch (e.name) {
      case 'Diagram':
        return { kind: 'board', chars: prop('caption').length };
      case 'PieceCard':
        return { kind: 'board', chars: parts.cardChars(prop('variant'), prop('letter'), prop('cell')) };
      case 'YouWillLearn':
        return { kind: 'alone', chars: b.chars };
      case 'Recap':
        return { kind: 'alone', chars: b.chars, title: 'Recap', id: 'recap' };
      case 'TryIt': {
        const n = parts.puzzles + (e.children ? 1 : 0);
        return { kind: 'alone', chars: b.chars, title: 'Try it yourself', id: 'try-it', parts: n > 1 ? n : undefined };
      }
      case 'Note': {
        const title = prop('title');
        const label = `${NOTE_TITLES[prop('kind')] ?? NOTE_TITLES.note}${title ? `: ${title}` : ''}`;
        return { kind: 'text', chars: label.length + 1 + b.chars };
      }
      default:
        return { kind: 'text', chars: b.chars };
    }
  });
  if (parts.notes.length)
    blocks.push({
      kind: 'alone',
      chars: parts.notes.join(' ').length,
      title: RECONSTRUCTED.text,
      id: RECONSTRUCTED.id,
    });
  return blocks;
}

/** The steps of a lesson (see lessonBlocks for what the block indices are). */
export const lessonSteps = (outline: LessonOutline, parts: LessonParts): Step[] =>
  planSteps(lessonBlocks(outline, parts));
