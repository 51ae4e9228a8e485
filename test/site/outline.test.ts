import { describe, expect, test } from 'vitest';
import { guideSections, notesBySection } from '@/components/classroom/guide';
import { lessonBlocks, lessonSteps } from '@/components/classroom/lessonSteps';
import { lessonOf } from '@/components/mdx/lessons';
import { lessonOutline, propOf } from '@/components/mdx/outline';
import { pieceCardSlideWords } from '@/components/mdx/cardWords';
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
    expect(o.blocks[2]).toEqual({ kind: 'text', chars: 'Some text here.'.length, line: 7 });
  });

  test('presenter mode’s blocks: key points and a board’s caption counted in words, prose for the notes', () => {
    const blocks = lessonBlocks(o, { cardWords: () => 2, puzzles: 2, notes: ['a note'] });
    expect(blocks).toEqual([
      { kind: 'text', words: 0, line: 3 },
      { kind: 'heading', words: 0, title: 'The board', id: 'the-board', level: 2, line: 5 },
      { kind: 'text', words: 0, line: 7 },
      { kind: 'board', words: 1, line: 9 },
      { kind: 'text', words: 0, line: 11 },
      { kind: 'heading', words: 0, title: 'A piece', id: 'a-piece', level: 3, line: 13 },
      { kind: 'board', words: 2, always: 2, line: 15 },
      { kind: 'alone', words: 0, points: false, title: 'Recap', id: 'recap', line: 17 },
      { kind: 'alone', words: 5, title: 'Try it yourself', id: 'try-it', parts: 3, questions: true, line: 21 },
      { kind: 'text', words: 0, title: 'What we reconstructed', id: 'reconstructed' },
    ]);
  });

  test('a step knows its section’s id and heading; the prose is in its notes', () => {
    const steps = lessonSteps(o, { cardWords: () => 2, puzzles: 1, notes: [] });
    // An opening without key points is the title's step (the page's h1) with the Intro in its notes.
    expect(steps.map((s) => [s.blocks, s.notes])).toEqual([
      [[], [0]],
      [
        [1, 3],
        [2, 4],
      ],
      [[5, 6], []],
      [[7], []],
      [[8], []],
      [[8], []],
    ]);
    expect(steps[0]).toMatchObject({ points: false, board: false });
    expect(steps.map((s) => [s.section, s.title])).toEqual([
      [undefined, undefined],
      ['the-board', 'The board'],
      ['a-piece', 'A piece'],
      ['recap', 'Recap'],
      ['try-it', 'Try it yourself'],
      ['try-it', 'Try it yourself'],
    ]);
  });

  test('key points: their items as plain text, their words on the slide, a Recap’s own inside it', () => {
    const k = lessonOutline(
      `## The *board*\n\n<KeyPoints>\n- Four **levels**\n- Cells like \`5b3\`\n</KeyPoints>\n\nProse.\n\n<Recap>\n<KeyPoints>\n- Short\n</KeyPoints>\n\n- long list\n</Recap>\n`,
    );
    const points = k.elements.filter((e) => e.name === 'KeyPoints');
    expect(points.map((e) => [e.line, e.items])).toEqual([
      [3, ['Four levels', 'Cells like 5b3']],
      [11, ['Short']],
    ]);
    const blocks = lessonBlocks(k, { cardWords: () => 0, puzzles: 0, notes: [] });
    expect(blocks.map((b) => [b.kind, b.words])).toEqual([
      ['heading', 0],
      ['points', 5],
      ['text', 0],
      ['alone', 1],
    ]);
    expect(blocks[3]).toMatchObject({ points: true, line: 11 });
  });
});

describe('every lesson', () => {
  for (const id of VARIANT_IDS) {
    const o = lessonOf(id);
    if (!o) continue;
    test(`${id}: every block is on a slide or in the speaker notes once, and every step has the guide's note`, () => {
      const notes = o.meta.notesIncluded ? [] : ['a reconstructed rule'];
      const longer = GUIDES[id]?.longer.map((l) => l.section);
      const steps = lessonSteps(o, {
        cardWords: pieceCardSlideWords,
        puzzles: lessonPuzzles(id).length,
        notes,
        longer,
      });
      // Every block but a heading is shown or in the notes of exactly one step (a box of parts, Try it, is shown in
      // one step per part); headings head each step of their section. The steps follow the lesson's order.
      const blocks = o.blocks.length + notes.length;
      const isHeading = (i: number) => o.blocks[i]?.kind === 'heading';
      const seen = new Map<number, Set<number>>();
      steps.forEach((s, k) => {
        for (const b of [...s.blocks, ...s.notes]) seen.set(b, (seen.get(b) ?? new Set()).add(k));
      });
      for (let b = 0; b < blocks; b++) {
        expect(seen.has(b), `${id}: block ${b} is in a step`).toBe(true);
        const parts = steps.filter((s) => s.blocks.includes(b) && s.part !== undefined).length;
        if (!isHeading(b) && !parts) expect(seen.get(b)!.size, `${id}: block ${b} is in one step`).toBe(1);
      }
      const firsts = steps.map((s) => Math.min(...s.blocks.filter((b) => !isHeading(b)), ...s.notes));
      expect(firsts.filter(Number.isFinite)).toEqual([...firsts.filter(Number.isFinite)].sort((a, b) => a - b));
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
