/**
 * Presenter mode's steps of a lesson, cut at build time from its outline (components/mdx/outline.ts): each
 * top-level block's kind (a heading; key points; a board: a Diagram or a PieceCard; a box with a heading of its own:
 * Recap, Try it; text, which goes to the speaker notes: paragraphs, lists, Notes, the Intro, You will learn, the
 * engine's notes on what was reconstructed) and the words it shows on a slide, then the rule of steps.ts. The block
 * indices are the outline's, the numbers the MDX compile stamps on the page's blocks (`data-block`:
 * components/mdx/remarkOutline.mjs); the notes box after them is the last. Pure: what the page renders from the engine
 * comes in `parts`.
 */
import { propOf, type LessonOutline } from '@/components/mdx/outline';
import { planSteps, RECONSTRUCTED, wordCount, type Block, type Step } from './steps';

/** What the page draws beside the lesson's own text. */
interface LessonParts {
  /** How many words a piece card shows on a slide besides the key points (components/mdx/cardWords.ts). */
  cardWords(variant: string, letter: string, cell: string): number;
  /** How many puzzles the lesson's Try it shows (one step each). */
  readonly puzzles: number;
  /** The engine's notes on what was reconstructed, shown after the lesson (none when it covers them itself). */
  readonly notes: readonly string[];
  /** The sections (ids) that only the longer course adds (the teacher's guide's `longer`). */
  readonly longer?: readonly string[];
}

/** The blocks of a lesson for planSteps, in the order of the page's elements. */
export function lessonBlocks(outline: LessonOutline, parts: LessonParts): Block[] {
  const blocks = outline.blocks.map((b, i): Block => {
    const line = b.line;
    if (b.kind === 'heading') return { kind: 'heading', words: 0, title: b.text, id: b.id, level: b.level, line };
    if (b.kind === 'text') return { kind: 'text', words: 0, line };
    const e = b.element;
    switch (e.name) {
      case 'KeyPoints':
        return { kind: 'points', words: wordCount(e.text), line };
      case 'Diagram':
        return { kind: 'board', words: wordCount(propOf(e, 'caption') ?? ''), line };
      case 'PieceCard': {
        const card = parts.cardWords(propOf(e, 'variant') ?? '', propOf(e, 'letter') ?? '', propOf(e, 'cell') ?? '');
        return { kind: 'board', words: card, always: card, line };
      }
      case 'Recap': {
        // Its slide shows the key points written inside it (the first KeyPoints after its line, before the next block).
        const next = outline.blocks[i + 1]?.line ?? Number.POSITIVE_INFINITY;
        const points = outline.elements.find((x) => x.name === 'KeyPoints' && x.line > e.line && x.line < next);
        return {
          kind: 'alone',
          words: points ? wordCount(points.text) : 0,
          points: !!points,
          title: 'Recap',
          id: 'recap',
          line: points?.line ?? line,
        };
      }
      case 'TryIt': {
        const n = parts.puzzles + (e.children ? 1 : 0);
        // Its last step shows the questions the class answers (the sentence on the free board goes to the notes).
        const words = outline.questions.reduce((w, q) => w + wordCount(q.replace(/[*`_]/g, '')), 0);
        return {
          kind: 'alone',
          words,
          title: 'Try it yourself',
          id: 'try-it',
          parts: n > 1 ? n : undefined,
          questions: e.children,
          line,
        };
      }
      default:
        return { kind: 'text', words: 0, line };
    }
  });
  if (parts.notes.length) blocks.push({ kind: 'text', words: 0, title: RECONSTRUCTED.text, id: RECONSTRUCTED.id });
  return blocks;
}

/** The steps of a lesson, core and longer course (see lessonBlocks for what the block indices are). */
export const lessonSteps = (outline: LessonOutline, parts: LessonParts): Step[] =>
  planSteps(lessonBlocks(outline, parts), new Set(parts.longer ?? []));
