/** Position text and move text (docs/CONVENTIONS.md §4, §5): parse/print round trips and error messages. */
import { describe, expect, it } from 'vitest';
import { Position } from '@/engine';
import { getVariant } from '@/engine/variants/index';
import { handLimit, parseSetup } from '@/engine/notation/setup';
import { pos, variant } from './helpers';

const parse = (id: string, text: string) => Position.parse(variant(id), text);

describe('position text', () => {
  it('prints keys in order, men in board order, and leaves out defaults', () => {
    expect(pos('glinski', 'turn: b; b: Kf11; w: Pe4 Kf1; clock: 0; move: 1; ep: -').toString()).toBe(
      'w: Kf1 Pe4; b: Kf11; turn: b',
    );
    expect(pos('glinski', 'w: Kf1; b: Kf11; clock: 12; move: 30').toString()).toBe(
      'w: Kf1; b: Kf11; clock: 12; move: 30',
    );
  });
  it('reads whitespace freely', () => {
    expect(pos('glinski', '  w:Kf1   Pe4 ;b:Kf11;turn:w ').toString()).toBe('w: Kf1 Pe4; b: Kf11');
  });
  it('round-trips every fixture position', async () => {
    const fixtures = import.meta.glob<{ perftRows: readonly { position: string }[] }>('../fixtures/*.ts', {
      eager: true,
    });
    let n = 0;
    for (const [path, mod] of Object.entries(fixtures)) {
      const id = path.replace(/^.*\/(.*)\.ts$/, '$1');
      if (id === 'types' || !getVariant(id).ok) continue;
      for (const row of mod.perftRows) {
        const once = pos(id, row.position).toString();
        expect(pos(id, once).toString()).toBe(once);
        n++;
      }
    }
    expect(n).toBeGreaterThan(8);
  });
  it.each([
    ['w: Kz1', 'w: cell "z1" does not exist on the glinski board'],
    ['w: Kj1', 'w: cell "j1" does not exist on the glinski board'],
    ['w: Xf1', 'w: piece letter "X" in "Xf1" is not a glinski piece'],
    ['w: K', 'w: "K" is not a man (letter then cell, e.g. Kg1)'],
    ['w: Kf1 Qf1', 'w: cell "f1" is occupied twice'],
    ['w: Kf1 Kf2', 'w: "Kf2" is a second royal man; a side has at most one'],
    ['w: Kf1; turn: x', 'turn: "x" is not w or b'],
    ['w: Kf1; colour: w', 'unknown field "colour" for glinski'],
    ['w: Kf1; w: Kf2', 'field "w" appears twice'],
    ['w Kf1', 'field "w Kf1" has no ":" (expected key: value)'],
    ['w: Kf1; clock: -1', 'clock: "-1" is not a whole number'],
    ['w: Kf1; move: 0', 'move: "0" must be at least 1'],
    ['w: Kf1; ep: e6', 'ep: no b pawn has just skipped "e6"'],
    ['w: Kf1; hand: w:Z', 'hand: piece letter "Z" is not a glinski piece'],
  ])('rejects %j with a message naming the field and the token', (text, message) => {
    const r = parse('glinski', text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(message);
  });
});

describe('hand and pool counts', () => {
  const kq = variant('king-and-queen');
  const withHand = (n: number) => `w: Kd1; b: Ke7; hand: w:${'C'.repeat(n)}`;
  it("accepts a hand up to the board's cell count", () => {
    expect(handLimit(kq)).toBe(kq.board.size);
    const r = parseSetup(kq, withHand(handLimit(kq)));
    expect(r.ok && r.value.hand.w.C).toBe(handLimit(kq));
  });
  it.each([handLimit(variant('king-and-queen')) + 1, 32768, 65536])('rejects a hand of %i men with a message', (n) => {
    const r = parse('king-and-queen', withHand(n));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        `hand: w holds ${n} men; a hand holds at most ${kq.board.size} (the cells of the king-and-queen board)`,
      );
  });
  it('counts both parts of one side together, and each side apart', () => {
    const half = Math.ceil((handLimit(kq) + 1) / 2);
    const r = parse('king-and-queen', `w: Kd1; b: Ke7; hand: w:${'C'.repeat(half)} b:${'C'.repeat(half)}`);
    expect(r.ok).toBe(true);
    const twice = parseSetup(kq, `w: Kd1; b: Ke7; hand: w:${'C'.repeat(half)} w:${'C'.repeat(half)}`);
    expect(!twice.ok && twice.error.message).toMatch(/^hand: w holds \d+ men; a hand holds at most/);
  });
  it('bounds the Peanut pool the same way', () => {
    const pv = variant('peanut');
    const r = parseSetup(pv, `hand: b:${'R'.repeat(handLimit(pv) + 1)}`);
    expect(!r.ok && r.error.code).toBe('ERR_FIELD');
  });
});

describe('move text', () => {
  const start = pos('glinski');
  it('prints moves, captures and promotions in long form', () => {
    const p = pos('glinski', 'w: Kf1 Pf10; b: Kc8 Re10; turn: w');
    expect(p.legalMoves().map((m) => p.printMove(m))).toEqual(
      expect.arrayContaining(['f10-f11=Q', 'f10xe10=N', 'f1-g1']),
    );
  });
  it('accepts the other separator when the move is unambiguous', () => {
    const p = pos('glinski', 'w: Kf1 Pf10; b: Kc8 Re10; turn: w');
    const r = p.parseMove('f10-e10=Q');
    expect(r.ok && p.printMove(r.value)).toBe('f10xe10=Q');
  });
  it('says whether a move is malformed or illegal', () => {
    const bad = start.parseMove('e4e5');
    expect(!bad.ok && bad.error.code).toBe('ERR_MOVE_SYNTAX');
    const illegal = start.parseMove('e4-e7');
    expect(!illegal.ok && illegal.error.message).toBe('move "e4-e7" is not legal in this position');
    const noPromo = pos('glinski', 'w: Kf1 Pf10; b: Kc8; turn: w').parseMove('f10-f11');
    expect(noPromo.ok).toBe(false);
  });
  it('plays a legal move without changing the original position', () => {
    const before = start.toString();
    const r = start.playText('e4-e5');
    expect(r.ok).toBe(true);
    expect(start.toString()).toBe(before);
  });
});
