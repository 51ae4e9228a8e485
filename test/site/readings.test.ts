/**
 * What the site says is true (issue 32): where a rule is our reading, the page says so where the rule is stated, and
 * what it attributes it attributes to the right source. Each case is checked against docs/rules/<id>.md, which tags
 * the readings ([INT], [C]) and the sources.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCard } from '@/components/mdx/cardWords';
import { END_RULES } from '@/content/handouts';
import { GUIDES } from '@/content/guides';
import { PUZZLES, PUZZLES_BY_VARIANT } from '@/content/puzzles';
import { VARIANT_INFO } from '@/content/variants';

const read = (p: string) => readFileSync(new URL(`../../${p}`, import.meta.url), 'utf8');
const rules = (id: string) => read(`docs/rules/${id}.md`);

describe('who moves first, on the handouts', () => {
  // The references that say the sources are silent on who starts, and those that say who does.
  const silent: Record<string, RegExp> = {
    peanut: /Who moves first\*\*: not stated/,
    panoply: /Who moves first\.\*\* White \(convention; the sources do not say\)/,
    lengthleaper: /Turn order \[C\]:\*\* White \(ranks 1–3\) moves first/,
    'lengthleaper-birds': /Turn order \[C\]:\*\* White \(ranks 1–3\) moves first/,
  };
  it.each(VARIANT_INFO.map((v) => [v.id, v] as const))('%s', (id, v) => {
    const doc = rules(id === 'lengthleaper-birds' ? 'lengthleaper' : id);
    if (silent[id]) {
      expect(doc).toMatch(silent[id]);
      expect(v.firstMoveOurs, `${id}: the handout must call it our reading`).toBe(true);
    } else expect(v.firstMoveOurs, id).toBeUndefined();
  });
});

describe('readings labelled where the rule is stated', () => {
  it('Panoply: no draw by repetition is our reading (panoply.md §6 item 19), on the handout and in the lesson', () => {
    expect(rules('panoply')).toMatch(/Repetition\.\*\* The source has no repetition rule/);
    expect(END_RULES.panoply.find((r) => /repetition/.test(r))).toMatch(/No draw by repetition \(our reading/);
    expect(read('content/lessons/panoply.mdx')).toMatch(/no draw for lack of material \(our reading/);
  });
  it('Gliński: the draw rules are ours, his short rules being silent (glinski.md §4)', () => {
    expect(rules('glinski')).toMatch(/not stated in Gliński's short rule texts/);
    expect(END_RULES.glinski.find((r) => /repetition/.test(r))).toMatch(/^Draws \(our reading/);
  });
  it('King and Queen: captured men changing sides and drop mates are readings (king-and-queen.md §10 items 9, 10)', () => {
    const doc = rules('king-and-queen');
    expect(doc).toMatch(/9\. \*\*Hand ownership\.\*\*/);
    expect(doc).toMatch(/10\. \*\*Drops that give check or mate\.\*\*/);
    const lesson = read('content/lessons/king-and-queen.mdx');
    expect(lesson).toMatch(/changes sides \(our reading/);
    expect(lesson).toMatch(/even give checkmate \(our reading/);
    expect(END_RULES['king-and-queen'].join(' ')).toMatch(/changing sides \(our reading\).*mate \(our reading/);
  });
  it('puzzles resting on a reading say so in their rule', () => {
    const rule = (id: string) => PUZZLES.find((p) => p.id === id)!.rule;
    expect(rule('panoply-guard-reaches-over')).toMatch(/our reading/); // panoply.md §6 item 2
    for (const p of PUZZLES_BY_VARIANT['king-and-queen'].filter((x) => /promoted/.test(x.rule)))
      expect(p.rule, p.id).toMatch(/at once \(our reading\)/); // king-and-queen.md §5
    expect(rule('lengthleaper-birds-tophat-promotion')).toMatch(/our reading/); // lengthleaper.md A8
    expect(rules('lengthleaper')).toMatch(/A8\*\* — \*\*Promotion list in the newer subvariant/);
  });
  it('the Lengthleaper lesson says what differs for the birds: promotion to six leapers', () => {
    const lesson = read('content/lessons/lengthleaper.mdx');
    const two = lesson.slice(lesson.indexOf('## Two subvariants'), lesson.indexOf('## Writing moves'));
    expect(two).toMatch(/promotes to one of six leapers, not seven \(our reading/);
  });
});

describe('what the site attributes and names', () => {
  it("Gliński's piece values are as Pacey recalls reading them (Gliński gave none); Full House's are its inventor's", () => {
    expect(rules('fullhouse')).toMatch(/the page's suggested\s+values are P 1, B 3, N 4, R 5, Q 9/);
    const gl = readCard('glinski', 'R', 'f6');
    expect(gl.mistake).toBeUndefined();
    expect(gl.letterLine).toBe('Letter R · value 5 (as Kevin Pacey recalls reading them)');
    expect(readCard('fullhouse', 'R', 'f6').letterLine).toBe('Letter R · value 5 (the inventor’s)');
  });
  it('the King and Queen guide does not call the promoted forms chess pieces: the cannon and royal are not', () => {
    const words = JSON.stringify(GUIDES['king-and-queen']);
    expect(words).not.toMatch(/familiar chess pieces/);
    expect(words).toMatch(/promoted cannon and royal do not/);
  });
  it('no King and Queen puzzle says the Rider (a xiangqi horse, which cannot jump) jumps', () => {
    for (const p of PUZZLES_BY_VARIANT['king-and-queen'])
      expect(`${p.hint} ${p.explanation}`, p.id).not.toMatch(/Rider jumps|Knight jumps/);
  });
});
