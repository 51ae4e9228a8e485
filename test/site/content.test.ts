import { describe, expect, test } from 'vitest';
import { checkExercises, checkFiles, checkPuzzles, checkSource, formatIssue } from '@/scripts/check-content';
import { checkDataReadings } from '@/scripts/readings';
import { VARIANT_IDS, variantNotes } from '@/engine';
import { variantReadings } from '@/engine/variants/readings';
import type { Exercise } from '@/content/exercises/types';
import { lessonOutline } from '@/components/mdx/outline';
import { slugify } from '@/components/mdx/remarkOutline.mjs';

// The content checker (scripts/check-content.ts) over the real lessons and over broken snippets.
describe('content checker', () => {
  test('every lesson in content/lessons passes', () => {
    const issues = checkFiles();
    expect(issues.map(formatIssue)).toEqual([]);
  });

  const head = "export const meta = { title: 'T', summary: 'S' };\n\n";

  test('reports a bad cell in a multi-line position with the file, the line and the token', () => {
    const src = `${head}## The board\n\n<Diagram\n  variant="peanut"\n  position="w: Kb1 Rc3; b: Kg10 Pz9"\n  caption="x"\n/>\n`;
    const out = checkSource('content/lessons/peanut.mdx', src).map(formatIssue);
    expect(out).toEqual(['content/lessons/peanut.mdx:7: position: b: cell "z9" does not exist on the peanut board']);
  });

  test('reports an illegal move, an empty select, a missing caption and an unknown prop', () => {
    const src = `${head}<Diagram variant="glinski" select="f6" moves="b1-b9" foo="1" />\n`;
    const out = checkSource('x.mdx', src).map(formatIssue);
    expect(out).toContain('x.mdx:3: select: there is no man on f6');
    expect(out.some((l) => l.startsWith('x.mdx:3: moves: "b1-b9"'))).toBe(true);
    expect(out.some((l) => l.startsWith('x.mdx:3: caption:'))).toBe(true);
    expect(out.some((l) => l.startsWith('x.mdx:3: foo:'))).toBe(true);
  });

  test('reports a component the selected man does not have, and a piece letter the variant lacks', () => {
    const src = `${head}<Diagram variant="lengthleaper-birds" select="2b2" component="Sennight" caption="c" />\n\n<PieceCard\n  variant="peanut"\n  letter="Z"\n  cell="d5"\n/>\n`;
    const out = checkSource('y.mdx', src).map(formatIssue);
    expect(out[0]).toMatch(/^y\.mdx:3: component: .*"Sennight"/);
    expect(out[1]).toMatch(/^y\.mdx:7: letter: no piece "Z" in peanut/);
  });

  test('a prop written as an expression must be a plain string; a file the MDX parser cannot read is one mistake', () => {
    const src = `${head}<Diagram variant="glinski" caption={'c'} position={start} />\n`;
    expect(checkSource('e.mdx', src).map(formatIssue)).toEqual([
      'e.mdx:3: position: must be a plain string (found {start})',
    ]);
    const broken = `${head}<Diagram variant="glinski"\n\n## x\n`;
    const [issue, ...more] = checkSource('b.mdx', broken);
    expect(more).toEqual([]);
    expect(issue).toMatchObject({ file: 'b.mdx', line: 5, field: 'mdx' });
  });

  test('accepts a correct diagram, ignores code fences, and flags duplicate heading ids', () => {
    const ok = `${head}<Diagram variant="glinski" position="w: Kg1 Nf6; b: Kg10 Pd7" select="f6" highlight="d7" arrows="g1-g2" moves="f6xd7" caption="c" />\n`;
    expect(checkSource('ok.mdx', ok)).toEqual([]);
    // (A code block is prose, which goes to the speaker notes: the slide needs key points of its own.)
    const fenced = `${head}<KeyPoints>\n- p\n</KeyPoints>\n\n\`\`\`mdx\n<Diagram variant="nope" />\n\`\`\`\n`;
    expect(checkSource('f.mdx', fenced)).toEqual([]);
    const dup = `${head}## The board\n\n## The *board*\n`;
    expect(checkSource('d.mdx', dup).map(formatIssue)).toEqual([
      'd.mdx:5: heading: "The board" has the same link id "the-board" as the heading on line 3',
    ]);
  });
});

describe('headings', () => {
  test('slugs are lower case words joined by -', () => {
    expect(slugify('The king’s castle')).toBe('the-kings-castle');
    expect(slugify('Gliński and `Full House`')).toBe('glinski-and-full-house');
  });
  test('the table of contents reads ## and ### outside code and adds Recap and TryIt', () => {
    const toc = lessonOutline(
      '## One\n```\n## Not\n```\n### Two `x`\n<Recap>\n- a\n</Recap>\n<TryIt variant="peanut" />\n',
    ).headings;
    expect(toc.map((t) => `${t.level}:${t.id}:${t.line}`)).toEqual(['2:one:1', '3:two-x:5', '2:recap:6', '2:try-it:9']);
    expect(toc.map((t) => t.markdown)).toEqual([true, true, false, false]);
  });
});

describe('puzzle data check (part of the build)', () => {
  const good = {
    id: 'glinski-test',
    variant: 'glinski',
    title: 'Test',
    level: 1,
    rule: 'the queen',
    hint: 'Close in.',
    explanation: 'It mates.',
    position: 'w: Ka1 Qe7; b: Kf11',
    goal: { type: 'mate', moves: 1 },
    solution: ['e7-f9'],
  } as const;
  test('every stored puzzle parses and its line plays', () => {
    expect(checkPuzzles().map(formatIssue)).toEqual([]);
  });
  test('a mistyped position names the puzzle and the token', () => {
    const [issue] = checkPuzzles([{ ...good, position: 'w: Ka1 Qz7; b: Kf11' }]);
    expect(issue?.file).toBe('content/puzzles/glinski.ts');
    expect(issue?.field).toBe('glinski-test: position');
    expect(issue?.message).toMatch(/z7/);
  });
  test('a move of the line that cannot be played is named', () => {
    const [issue] = checkPuzzles([{ ...good, solution: ['a1-a3'] }]);
    expect(issue?.field).toBe('glinski-test: solution[0]');
    expect(issue?.message).toMatch(/a1-a3/);
  });

  test('reports a wrong minimum, a bad heading, a piece the mover lacks, a star off the board and too few exercises', () => {
    const base: Exercise = {
      id: 'rook-1',
      variant: 'glinski',
      piece: 'R',
      after: 'rook',
      position: 'w: Rf6; b: Pf9',
      stars: ['f9'],
      min: 1,
      goal: 'Take the pawn',
    };
    const list: Exercise[] = [
      base,
      { ...base, id: 'rook-2', min: 2 },
      { ...base, id: 'rook-3', after: 'no-such-heading', piece: 'B' },
      { ...base, id: 'rook-3', stars: ['z9'] },
    ];
    const out = checkExercises({ glinski: list }).map((i) => `${i.field}: ${i.message}`);
    expect(out).toContain('rook-2: min: the fewest moves are 1, not 2 (f6xf9)');
    expect(out).toContain('rook-3: after: "no-such-heading" is not a heading id of content/lessons/glinski.mdx');
    expect(out).toContain('rook-3: piece: the side to move has no B, on the board or in hand');
    expect(out).toContain('rook-3: id: the id "rook-3" is used twice');
    expect(out).toContain('rook-3: stars: "z9" is not a cell of the glinski board');
    expect(out).toContain('piece: Q has 0 exercise(s); every piece needs at least 3');
    expect(out.some((l) => l.startsWith('rook-1:'))).toBe(false);
  });
});

// Issue #47 item 5: a rule the engine marks as our reading (a variant's `readings`) is labelled wherever it is stated.
describe('the content check and our readings', () => {
  const head = "export const meta = { title: 'T', summary: 'S' };\n\n";
  const panoply = 'content/lessons/panoply.mdx';
  const readingIssues = (file: string, src: string) =>
    checkSource(file, src)
      .filter((i) => i.field === 'reading')
      .map((i) => i.line);

  test('each reading is one of its variant’s notes, and that note says it is a reading', () => {
    let n = 0;
    for (const id of VARIANT_IDS)
      for (const r of variantReadings(id)) {
        n++;
        const notes = variantNotes(id);
        expect(notes.ok && notes.value.includes(r.note), `${id}: ${r.note}`).toBe(true);
        expect(r.note).toMatch(/our reading|we read/i);
      }
    expect(n).toBeGreaterThanOrEqual(4);
  });

  test('fails on an unlabelled statement of a reading in a lesson, with its line', () => {
    const src = `${head}A single Guard beats a lone King from any position.\n\nThe Guard hops over its own men.\n`;
    expect(readingIssues(panoply, src)).toEqual([3, 5]);
    const peanut = `${head}- A bishop never crosses the gap beside the waist\n`;
    expect(readingIssues('content/lessons/peanut.mdx', peanut)).toEqual([3]);
    const kq = `${head}A pawn moves one square and captures the same way, straight ahead.\n`;
    expect(readingIssues('content/lessons/king-and-queen.mdx', kq)).toEqual([3]);
  });

  test('accepts the label in the same block, in a reconstructed note, or for a diagram in the paragraph before', () => {
    const labelled = `${head}The Guard hops over its own men (our reading).\n\n- The Guard jumps a row: our reading\n`;
    expect(readingIssues(panoply, labelled)).toEqual([]);
    const note = `${head}<Note kind="reconstructed" title="How we read it">\n\nThe Guard hops over its own men.\n\n</Note>\n`;
    expect(readingIssues(panoply, note)).toEqual([]);
    const diagram = `${head}In our reading the Guard jumps its own men.\n\n<Diagram variant="panoply" caption="The Guard jumps over its own Pawn." />\n`;
    expect(readingIssues(panoply, diagram)).toEqual([]);
    // A list item does not lean on the item before it, nor a paragraph on the paragraph before.
    const list = `${head}- The setup is our reconstruction\n- The Guard hops over its own men\n`;
    expect(readingIssues(panoply, list)).toEqual([4]);
    // Another variant's lesson is not asked about Panoply's Guard.
    expect(readingIssues('content/lessons/glinski.mdx', `${head}The Guard hops over its own men.\n`)).toEqual([]);
  });

  test('fails on an unlabelled reading in a guide or a puzzle, and passes the site’s own texts', () => {
    expect(checkDataReadings().map(formatIssue)).toEqual([]);
    const puzzle = {
      variant: 'king-and-queen',
      id: 'kq-x',
      title: 'T',
      rule: 'the man that captures is promoted',
      hint: 'h',
      explanation: 'The Amazon takes the Bishop straight ahead.',
    };
    const guides = {
      peanut: { answers: ['A bishop slides, and it stops at the gap: the empty space is missing cells.'] },
    };
    const out = checkDataReadings({ guides, puzzles: [puzzle] });
    expect(out.map((i) => `${i.file} ${i.field}`)).toEqual([
      'content/guides/peanut.ts guide',
      'content/puzzles/king-and-queen.ts kq-x',
    ]);
    const fixed = { ...puzzle, explanation: 'The Amazon takes the Bishop straight ahead (our reading).' };
    expect(checkDataReadings({ guides: {}, puzzles: [fixed] })).toEqual([]);
  });
});
