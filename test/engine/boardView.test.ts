/** The board view: everything a diagram draws comes from the engine, for every variant. */
import { describe, expect, it } from 'vitest';
import { allVariants } from '@/engine/variants/index';
import { viewOfText } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const view = (id: string, position?: string) => {
  const r = viewOfText(id, position);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('board view', () => {
  it.each(Object.keys(VARIANTS))('%s: cells, men and moves agree with the engine', (id) => {
    const v = view(id);
    const b = VARIANTS[id as keyof typeof VARIANTS]!.board;
    expect(v.cells).toHaveLength(b.size);
    expect(v.layout).toBe(b.layout.cell);
    const total = [...v.moves.entries()]
      .filter(([k]) => !k.startsWith('@'))
      .reduce((n, [k, ms]) => n + ms.filter((m) => m.text.startsWith(k) || m.kind === 'drop').length, 0);
    expect(total).toBeGreaterThan(0);
    for (const [from, tokens] of v.dests)
      expect(new Set(v.moves.get(from)!.map((m) => m.token))).toEqual(new Set(tokens));
  });
  it('gives every position of a board the same frozen cell list (a display works out what rests on it once)', () => {
    const a = view('lengthleaper');
    const b = view('lengthleaper', 'w: K1b2; b: K5c5');
    expect(b.cells).toBe(a.cells);
    expect(Object.isFrozen(a.cells)).toBe(true);
    expect(view('glinski').cells).not.toBe(a.cells);
  });
  it('gives a slider its path and a leaper none', () => {
    const v = view('glinski', 'w: Kf1 Rc1 Nd1; b: Kf11 Pc5');
    const rook = v.moves.get('c1')!.find((m) => m.token === 'c5')!;
    expect(rook).toMatchObject({
      text: 'c1xc5',
      kind: 'capture',
      land: ['c5'],
      captures: ['c5'],
      path: ['c2', 'c3', 'c4'],
    });
    expect(v.moves.get('d1')!.every((m) => m.path.length === 0)).toBe(true);
  });
  it('marks en passant captures with the cell of the man taken', () => {
    const v = view('glinski', 'w: Kg1 Pd5 Pf6; b: Kg10 Pe5; turn: w; ep: e6');
    expect(v.moves.get('d5')!.find((m) => m.token === 'e6')).toMatchObject({
      kind: 'capture',
      land: ['e6'],
      captures: ['e5'],
    });
  });
  it('lists promotions once per choice under one destination token', () => {
    const v = view('glinski', 'w: Kf1 Pf10; b: Kc8; turn: w');
    expect(v.dests.get('f10')).toEqual(['f11']);
    expect(
      v.moves
        .get('f10')!
        .map((m) => m.promo)
        .sort(),
    ).toEqual(['B', 'N', 'Q', 'R']);
  });
  it('reports check, the end of the game, side names and hands', () => {
    const mate = view('glinski', 'w: Ka1 Qf9; b: Kf11; turn: b');
    expect(mate.check).toBe('f11');
    expect(mate.outcome).toMatchObject({ status: 'checkmate', winner: 'w' });
    expect(view('king-and-queen').sideNames).toEqual({ w: 'Blue', b: 'Red' });
  });
  it('names the regions a diagram marks', () => {
    const v = view('peanut');
    expect(
      v.regions
        .find((r) => r.name === 'castle' && r.side === 'w')
        ?.cells.slice()
        .sort(),
    ).toEqual(['a1', 'b1', 'b2', 'c1', 'c2', 'c3']);
  });
  it('fails with the parser message on a bad position', () => {
    const r = viewOfText('glinski', 'w: Kz9');
    expect(!r.ok && r.error.message).toBe('w: cell "z9" does not exist on the glinski board');
  });
});
