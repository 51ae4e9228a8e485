/**
 * The handout's leaper table is computed from the engine; here it is checked against the rules reference
 * (docs/rules/lengthleaper.md): §2.3 (length², the components and the levels each crosses, the binding of
 * the Horsiness), E7 (targets from 5a3) and §2.3's note on the central cell 5b3.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leaperTable } from '@/components/handout/leapers';

const md = readFileSync(new URL('../../docs/rules/lengthleaper.md', import.meta.url), 'utf8');

/** §2.3's rows: piece (English names as in the table), SOLL, and its components with their `a:b` notation. */
function table23() {
  const section = md.slice(md.indexOf('### 2.3'), md.indexOf('**Completeness check'));
  const rows: { names: string; soll: number; comps: { name: string; notation: string }[] }[] = [];
  for (const line of section.split('\n').filter((l) => l.startsWith('|'))) {
    const cols = line.split('|').map((c) => c.trim());
    const comp = /^(\w+)(?: \([^)]*\))? `([^`]+)`$/.exec(cols[3] ?? '');
    if (cols[1] && /^\*\*/.test(cols[1]) && /^\d+$/.test(cols[2] ?? ''))
      rows.push({ names: cols[1].replace(/\*/g, '').toLowerCase(), soll: Number(cols[2]), comps: [] });
    if (comp && rows.length) rows.at(-1)!.comps.push({ name: comp[1]!, notation: comp[2]! });
  }
  return rows;
}

describe('the handout leaper table (lengthleaper)', () => {
  const rows = leaperTable('lengthleaper');
  const ref = table23();

  it('has the seven leapers of §2.3, with their length² and named components', () => {
    expect(ref).toHaveLength(7);
    expect(rows).toHaveLength(7);
    for (const r of ref) {
      const row = rows.find((x) => r.names.includes(x.name.replace('leaper', '')) || r.names.includes(x.name));
      expect(row, r.names).toBeDefined();
      expect(row!.n).toBe(r.soll);
      expect(row!.parts.map((p) => p.name)).toEqual(r.comps.map((c) => c.name));
    }
  });

  it('gives each part the levels of its `a:b` notation, or in-level steps that fit the board', () => {
    for (const r of ref)
      for (const c of r.comps) {
        const part = rows.flatMap((x) => x.parts).find((p) => p.name === c.name)!;
        // a:b means a levels and b in-level (or the other way round when both are whole); rN is √N in-level.
        const [a, b] = c.notation
          .split(':')
          .map((s) => (s.startsWith('r') ? Math.sqrt(Number(s.slice(1))) : Number(s)));
        for (const s of part.steps) {
          const pair = [s.levels, Math.sqrt(s.inLevel)];
          const same = (x: number, y: number) => Math.abs(x - y) < 1e-9;
          expect(
            (same(pair[0]!, a!) && same(pair[1]!, b!)) || (same(pair[0]!, b!) && same(pair[1]!, a!)),
            `${c.name} ${c.notation}: ${s.levels} levels, in-level ${s.inLevel}`,
          ).toBe(true);
        }
      }
  });

  it('counts the targets of E7 from 5a3', () => {
    const e7 = md.slice(md.indexOf('**E7'), md.indexOf('**E9'));
    const from5a3 = leaperTable('lengthleaper', '5a3');
    for (const line of e7.split('\n')) {
      const m = /^\| (\w+) \| (\d+) \|/.exec(line);
      if (!m || m[1] === 'King' || m[1] === 'Bishop' || m[1] === 'piece') continue;
      const row = from5a3.find((x) => x.name.startsWith(m[1]!.toLowerCase()));
      expect(row?.fromCentre, m[1]).toBe(Number(m[2]));
    }
  });

  it('counts from the central cell 5b3 as the reference says (Permit, Fourleaper, Tophat: 2 each)', () => {
    expect(md).toContain('from the central cell 5b3 the Permit, Fourleaper and Tophat each have only 2 destinations');
    for (const name of ['permit', 'fourleaper', 'tophat'])
      expect(rows.find((r) => r.name === name)?.fromCentre).toBe(2);
  });

  it('ties the Horsiness to alternate levels (68 cells) and the Twoleaper to the whole board (136)', () => {
    expect(md).toMatch(/all of alternate levels ✓ 68 \+ 68/);
    const s = rows.find((r) => r.name === 'horsiness')!;
    expect(s.tiedCells).toBe(68);
    expect(s.tiedLevels).toEqual(['b', 'd']);
    expect(rows.find((r) => r.name === 'twoleaper')!.tiedCells).toBe(136);
  });

  it('has six leapers in lengthleaper-birds (no Twoleaper) and none in a variant without length leapers', () => {
    expect(leaperTable('lengthleaper-birds').map((r) => r.letter)).toEqual(['S', 'E', 'W', 'N', 'F', 'V']);
    expect(leaperTable('glinski')).toEqual([]);
  });
});
