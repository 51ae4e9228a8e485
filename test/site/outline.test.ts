import { describe, expect, test } from 'vitest';
import { guideSections, notesBySection } from '@/components/classroom/guide';
import { lessonBlocks, lessonSteps } from '@/components/classroom/lessonSteps';
import { lessonOf } from '@/components/mdx/lessons';
import { lessonOutline, propOf } from '@/components/mdx/outline';
import { pieceCardChars } from '@/components/mdx/cardWords';
import { GUIDES } from '@/content/guides/index';
import { lessonPuzzles } from '@/content/puzzles/index';
import { VARIANT_IDS } from '@/engine';

// The outline of a lesson (components/mdx/outline.ts), read in one remark-mdx pass, and presenter mode's steps cut
// from it (components/classroom/lessonSteps.ts).

const LESSON = `export const meta = { title: 'Tiny', summary: 'S', notesIncluded: true };

<Intro>Two words.</Intro>

## The *board*

Some text here.

<Diagram variant="peanut" caption="Look." free />

<Note kind="pitfall" title="Careful">Mind it.</Note>

### A piece

<PieceCard variant="peanut" letter="R" cell="d5" />

<Recap>
- one
</Recap>

<TryIt variant="peanut">

1. Question **one**,
   on two lines?

</TryIt>
`;

describe('the outline of a lesson', () => {
  const o = lessonOutline(LESSON);

  test('reads the meta, the headings with ids and lines, the components with their props and lines', () => {
    expect(o.error).toBeUndefined();
    expect(o.meta).toEqual({ title: 'Tiny', summary: 'S', notesIncluded: true });
    expect(o.headings.map((h) => [h.level, h.text, h.id, h.line, h.markdown])).toEqual([
      [2, 'The board', 'the-board', 5, true],
      [3, 'A piece', 'a-piece', 13, true],
      [2, 'Recap', 'recap', 17, false],
      [2, 'Try it yourself', 'try-it', 21, false],
    ]);
    expect(o.elements.map((e) => [e.name, e.line, e.children])).toEqual([
      ['Intro', 3, true],
      ['Diagram', 9, false],
      ['Note', 11, true],
      ['PieceCard', 15, false],
      ['Recap', 17, true],
      ['TryIt', 21, true],
    ]);
    const diagram = o.elements[1]!;
    expect(propOf(diagram, 'caption')).toBe('Look.');
    expect(diagram.props.get('free')?.value).toBe(true);
    expect(propOf(diagram, 'free')).toBeUndefined();
    expect(o.questions).toEqual(['Question **one**, on two lines?']);
  });

  test('lists the top-level blocks that render an element, in order (the export renders none)', () => {
    expect(o.blocks.map((b) => (b.kind === 'element' ? b.element.name : b.kind))).toEqual([
      'Intro',
      'heading',
      'text',
      'Diagram',
      'Note',
      'heading',
      'PieceCard',
      'Recap',
      'TryIt',
    ]);
    expect(o.blocks[2]).toEqual({ kind: 'text', chars: 'Some text here.'.length });
  });

  test('presenter mode’s blocks: boards measured by what they show beside the board, boxes alone', () => {
    const blocks = lessonBlocks(o, {
      cardChars: (v, l, c) => `${v} ${l} ${c}`.length,
      puzzles: 2,
      notes: ['a note'],
    });
    expect(blocks).toEqual([
      { kind: 'text', chars: 'Two words.'.length },
      { kind: 'heading', chars: 0, title: 'The board', id: 'the-board' },
      { kind: 'text', chars: 15 },
      { kind: 'board', chars: 'Look.'.length },
      { kind: 'text', chars: 'Pitfall: Careful Mind it.'.length },
      { kind: 'heading', chars: 0, title: 'A piece', id: 'a-piece' },
      { kind: 'board', chars: 'peanut R d5'.length },
      { kind: 'alone', chars: 3, title: 'Recap', id: 'recap' },
      { kind: 'alone', chars: expect.any(Number), title: 'Try it yourself', id: 'try-it', parts: 3 },
      { kind: 'alone', chars: 6, title: 'What we reconstructed', id: 'reconstructed' },
    ]);
  });

  test('a step knows its section’s id and heading', () => {
    const steps = lessonSteps(o, { cardChars: () => 4, puzzles: 1, notes: [] });
    // The short note after the diagram joins the diagram's step.
    expect(steps.map((s) => s.blocks)).toEqual([[0], [1, 2, 3, 4], [5, 6], [7], [8], [8]]);
    expect(steps.map((s) => [s.section, s.title])).toEqual([
      [undefined, undefined],
      ['the-board', 'The board'],
      ['a-piece', 'A piece'],
      ['recap', 'Recap'],
      ['try-it', 'Try it yourself'],
      ['try-it', 'Try it yourself'],
    ]);
  });
});

describe('every lesson', () => {
  for (const id of VARIANT_IDS) {
    const o = lessonOf(id);
    if (!o) continue;
    test(`${id}: its steps hold every block once, and every step has the guide's note for its section`, () => {
      const notes = o.meta.notesIncluded ? [] : ['a reconstructed rule'];
      const steps = lessonSteps(o, { cardChars: pieceCardChars, puzzles: lessonPuzzles(id).length, notes });
      // Every block in a step, in order; a box of parts (Try it) is in one step per part.
      const blocks = o.blocks.length + notes.length;
      const flat = steps.flatMap((s) => s.blocks);
      expect([...new Set(flat)]).toEqual(Array.from({ length: blocks }, (_, i) => i));
      expect(flat).toEqual([...flat].sort((a, b) => a - b));
      const ids = new Set(o.headings.map((h) => h.id));
      for (const s of steps)
        if (s.section !== undefined && s.section !== 'reconstructed') expect(ids).toContain(s.section);
      const guide = GUIDES[id];
      if (!guide) return;
      const byId = notesBySection(guide.notes, guideSections(o, notes.length > 0));
      for (const s of steps) expect(byId[s.section ?? 'opening'], `${id}: a note for ${s.section}`).toBeTruthy();
    });
  }
});
