import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { guideProblems, guideSections, noteFor, tryItQuestions } from '@/components/classroom/guide';
import { GUIDES } from '@/content/guides/index';
import { checkGuides } from '../../scripts/check-content';

// The teacher's guide (components/classroom/guide.ts, content/guides/): which sections need notes, the fallback
// from a ### section to its ##, the Try-it questions, and the content check.

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
  notes: {
    Opening: 'o',
    'The board': 'b',
    Pawns: 'p',
    Recap: 'r',
    'Try it yourself': 't',
    'What we reconstructed': 'w',
  },
  answers: ['one', 'two'],
};

describe('teacher’s guide', () => {
  test('sections in lesson order, each ### under its ##; the reconstructed box unless the lesson covers it', () => {
    expect(guideSections(LESSON).map((s) => [s.title, s.parent])).toEqual([
      ['Opening', 'Opening'],
      ['The board', 'The board'],
      ['Naming cells', 'The board'],
      ['Pawns', 'Pawns'],
      ['Recap', 'Recap'],
      ['Try it yourself', 'Try it yourself'],
      ['What we reconstructed', 'What we reconstructed'],
    ]);
    expect(guideSections(LESSON.replace("summary: 'y'", "summary: 'y',\n  notesIncluded: true")).at(-1)?.title).toBe(
      'Try it yourself',
    );
  });
  test('a step shows its section’s note; a ### without one shows its ##; before any heading, the opening', () => {
    const sections = guideSections(LESSON);
    expect(noteFor(good.notes, sections, 'Naming cells')).toBe('b');
    expect(noteFor({ ...good.notes, 'Naming cells': 'n' }, sections, 'Naming cells')).toBe('n');
    expect(noteFor(good.notes, sections, undefined)).toBe('o');
  });
  test('the Try-it questions are read from the box', () => {
    expect(tryItQuestions(LESSON)).toEqual(['First question?', 'Second `c3!d4` question?']);
  });
  test('a missing note, a plan that is not 45 minutes, a missing answer, a note for no section are named', () => {
    expect(guideProblems(good, LESSON)).toEqual([]);
    const { Pawns: _, ...noPawns } = good.notes;
    expect(
      guideProblems(
        { plan: [{ minutes: 40, what: 'x' }], notes: { ...noPawns, Pawn: 'typo' }, answers: ['one'] },
        LESSON,
      ),
    ).toEqual([
      'no speaker note for the section "Pawns"',
      'a note for "Pawn", which is no section of the lesson',
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
    for (const id of Object.keys(GUIDES))
      expect(tryItQuestions(readFileSync(`content/lessons/${id}.mdx`, 'utf8')).length).toBeGreaterThan(0);
  });
});
