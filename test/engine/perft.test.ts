/**
 * Perft fixtures of every variant: the engine's counts equal the fixture, the naive reference generator's counts
 * equal it too (to the row's `refDepth`), and at the root and after every first move the two generators produce
 * exactly the same move texts. A fixture file is test/fixtures/<id>.ts exporting an array of `PerftRow`.
 */
import { describe, expect, it } from 'vitest';
import { Position, perftOf, type Position as Pos } from '@/engine';
import type { PerftRow } from '../fixtures/types';
import { REFERENCES, type RefNode } from '../reference/index';
import { variant } from './helpers';

/** Every fixture file, keyed by variant id (the file name). */
const FIXTURES: Readonly<Record<string, readonly PerftRow[]>> = Object.fromEntries(
  Object.entries(import.meta.glob<{ perftRows: readonly PerftRow[] }>('../fixtures/*.ts', { eager: true }))
    .filter(([path]) => !path.endsWith('/types.ts'))
    .map(([path, mod]) => [path.replace(/^.*\/(.*)\.ts$/, '$1'), mod.perftRows]),
);

function referenceFor(id: string) {
  const r = REFERENCES[id];
  if (!r) throw new Error(`no reference generator for ${id}: add one to test/reference/`);
  return r;
}

function refPerft(node: RefNode, depth: number): number {
  if (depth === 0) return 1;
  const moves = node.moves();
  return depth === 1 ? moves.length : moves.reduce((n, m) => n + refPerft(m.next, depth - 1), 0);
}

/** Compares the move lists of engine and reference at `pos` and, `depth` plies deeper, below every move. */
function sameTree(p: Pos, node: RefNode, depth: number, path: string[] = []): void {
  const mine = p
    .legalMoves()
    .map((m) => p.printMove(m))
    .sort();
  const refMoves = node.moves();
  const theirs = refMoves.map((m) => m.text).sort();
  expect(mine, `moves after [${path.join(' ')}] in ${p.toString()}`).toEqual(theirs);
  if (depth <= 1) return;
  for (const rm of refMoves) {
    const next = p.playText(rm.text);
    if (!next.ok) throw new Error(next.error.message);
    sameTree(next.value, rm.next, depth - 1, [...path, rm.text]);
  }
}

for (const [id, rows] of Object.entries(FIXTURES)) {
  describe(`${id} perft`, () => {
    it('has at least four rows (the start and three others)', () => expect(rows.length).toBeGreaterThanOrEqual(4));
    const v = variant(id);
    it.each(rows.map((r) => [r.name, r] as const))('%s: engine counts equal the fixture', (_, row) => {
      const p = Position.parse(v, row.position);
      if (!p.ok) throw new Error(p.error.message);
      expect(row.counts.map((_, i) => perftOf(p.value, i + 1))).toEqual(row.counts);
    });
    it.each(rows.map((r) => [r.name, r] as const))('%s: the reference generator agrees', (_, row) => {
      const ref = referenceFor(id).root(row.position);
      const depths = row.counts.slice(0, row.refDepth);
      expect(depths.map((_, i) => refPerft(ref, i + 1))).toEqual(depths);
    });
    it.each(rows.map((r) => [r.name, r] as const))(
      '%s: same move lists at the root and after every first move',
      (_, row) => {
        const p = Position.parse(v, row.position);
        if (!p.ok) throw new Error(p.error.message);
        sameTree(p.value, referenceFor(id).root(row.position), 2);
      },
    );
  });
}
