// A move redraws the men it changes, not the army (issue #29): keepPlaces hands the 3-D board's tokens (memo) the
// very place objects of the men that did not move, so React leaves them alone.
import { describe, expect, it } from 'vitest';
import type { BoardView } from '@/engine';
import { boardView } from '@/engine/query/boardView';
import { keepPlaces, placeMen } from '@/components/board3d/Men';
import { DEFAULT_SPREAD } from '@/components/board3d/layout3d';
import { playAll, pos } from '../engine/helpers';

const viewAfter = (id: string, text: string, moves: string[]): BoardView => boardView(playAll(pos(id, text), ...moves));

describe('keepPlaces', () => {
  it('keeps every place of a view drawn again', () => {
    const v = viewAfter('lengthleaper', 'w: K1b1 Q1b2 N2a2; b: K9b5 R9d5; turn: w', []);
    const first = keepPlaces(new Map(), placeMen(v, v.levels, DEFAULT_SPREAD));
    const again = keepPlaces(first.index, placeMen(v, v.levels, DEFAULT_SPREAD));
    expect(again.places).toHaveLength(5);
    for (const [i, p] of again.places.entries()) expect(p).toBe(first.places[i]);
  });

  it('after a capture, new places for the man that moved only; the man taken is gone', () => {
    const id = 'lengthleaper';
    const text = 'w: K1b1 Q1b2 N2a2; b: K9b5 R5b2; turn: w';
    const before = viewAfter(id, text, []);
    const after = viewAfter(id, text, ['1b2x5b2']);
    const first = keepPlaces(new Map(), placeMen(before, before.levels, DEFAULT_SPREAD));
    const next = keepPlaces(first.index, placeMen(after, after.levels, DEFAULT_SPREAD));
    const old = new Map(first.places.map((p) => [p.man.cell, p]));
    const fresh = next.places.filter((p) => p !== old.get(p.man.cell)).map((p) => `${p.man.letter}${p.man.cell}`);
    expect(fresh).toEqual(['Q5b2']);
    expect(next.places.map((p) => p.man.cell).sort()).toEqual(['1b1', '2a2', '5b2', '9b5']);
  });

  it('draws every man anew when the levels move apart', () => {
    const l = viewAfter('lengthleaper', 'w: K1b1 Q1b2; b: K9b5; turn: w', []);
    const a = keepPlaces(new Map(), placeMen(l, l.levels, DEFAULT_SPREAD));
    const b = keepPlaces(a.index, placeMen(l, l.levels, DEFAULT_SPREAD * 2));
    expect(b.places).toHaveLength(3);
    for (const [i, p] of b.places.entries()) expect(p).not.toBe(a.places[i]);
  });
});
