import { describe, expect, test } from 'vitest';
import { guideProblems, guideSections, noteFor } from '@/components/classroom/guide';
import { lessonOf } from '@/components/mdx/lessons';
import { lessonOutline } from '@/components/mdx/outline';
import { GUIDES } from '@/content/guides/index';
import { checkGuides } from '../../scripts/check-content';

// The teacher's guide (components/classroom/guide.ts, content/guides/): which sections need notes (by id), the
// fallback from a ### section to its ##, the Try-it questions of the outline, and the content check.

const LESSON = `export const meta = { title: 'X', summary: 'y' };

Intro text.

## The board

### Naming cells

## Pawns

<Recap>
- a
</Recap>

<TryIt variant="peanut">

1. First question?
2. Second \`c3!d4\` question?

</TryIt>
`;
const good = {
  plan: [
    { minutes: 30, what: 'teach' },
    { minutes: 15, what: 'practise' },
  ],
  longer: [{ section: 'pawns', minutes: 5 }],
  notes: {
    opening: 'o',
    'the-board': 'b',
    pawns: 'p',
    recap: 'r',
    'try-it': 't',
    reconstructed: 'w',
  },
  answers: ['one', 'two'],
  checks: [],
};

describe('teacher’s guide', () => {
  const outline = lessonOutline(LESSON);
  test('sections in lesson order, each ### under its ##; the reconstructed box unless the lesson covers it', () => {
    expect(guideSections(outline).map((s) => [s.id, s.title, s.parent])).toEqual([
      ['opening', 'Opening', 'opening'],
      ['the-board', 'The board', 'the-board'],
      ['naming-cells', 'Naming cells', 'the-board'],
      ['pawns', 'Pawns', 'pawns'],
      ['recap', 'Recap', 'recap'],
      ['try-it', 'Try it yourself', 'try-it'],
      ['reconstructed', 'What we reconstructed', 'reconstructed'],
    ]);
    const covered = lessonOutline(LESSON.replace("summary: 'y'", "summary: 'y',\n  notesIncluded: true"));
    expect(covered.meta.notesIncluded).toBe(true);
    expect(guideSections(covered).at(-1)?.title).toBe('Try it yourself');
  });
  test('a step shows its section’s note; a ### without one shows its ##; before any heading, the opening', () => {
    const sections = guideSections(outline);
    expect(noteFor(good.notes, sections, 'naming-cells')).toBe('b');
    expect(noteFor({ ...good.notes, 'naming-cells': 'n' }, sections, 'naming-cells')).toBe('n');
    expect(noteFor(good.notes, sections, undefined)).toBe('o');
  });
  test('the Try-it questions are read from the box, as written', () => {
    expect(outline.questions).toEqual(['First question?', 'Second `c3!d4` question?']);
  });
  test('a missing note, a plan that is not 45 minutes, a missing answer, a note or longer section for no section are named', () => {
    expect(guideProblems(good, outline)).toEqual([]);
    const { pawns: _, ...noPawns } = good.notes;
    expect(
      guideProblems(
        {
          plan: [{ minutes: 40, what: 'x' }],
          longer: [
            { section: 'Pawns', minutes: 5 },
            { section: 'the-board', minutes: 0 },
          ],
          notes: { ...noPawns, Pawns: 'by text' },
          answers: ['one'],
          checks: [],
        },
        outline,
      ),
    ).toEqual([
      'no speaker note for the section "Pawns" (id "pawns")',
      'a note for "Pawns", which is no section id of the lesson',
      'the longer course adds "Pawns", which is no section id of the lesson',
      `the longer course's "the-board" takes no time`,
      'the plan takes 40 minutes, not 45',
      "1 answer(s) for the lesson's 2 Try-it question(s)",
    ]);
  });
  test('every written guide is complete for its lesson (the content check)', () => {
    expect(Object.keys(GUIDES).length).toBeGreaterThan(0);
    expect(checkGuides()).toEqual([]);
    expect(checkGuides({ ...GUIDES, peanut: undefined }).map((i) => i.message)).toEqual([
      "no teacher's guide: add content/guides/peanut.ts (speaker notes, plan, answers) to content/guides/index.ts",
    ]);
    for (const id of Object.keys(GUIDES)) expect(lessonOf(id)?.questions.length).toBeGreaterThan(0);
  });
  test('no speaker note points "below" or "above": presenter mode shows it beside a slide (issue 32)', () => {
    for (const [id, g] of Object.entries(GUIDES))
      for (const [section, note] of Object.entries(g!.notes))
        expect(note, `${id} ${section}`).not.toMatch(/\b(below|above)\b/);
  });
});
