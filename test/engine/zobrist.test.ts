/**
 * Zobrist keys (rules/zobrist.ts): over random games of every variant, the key `make` and `unmake` keep up to
 * date equals the key computed from scratch after every move and every take-back, and equals the key of the
 * same position read from its text; positions reached by different move orders get equal keys, different
 * positions (almost always) different ones.
 */
import { describe, expect, it } from 'vitest';
import { Position, seededRandom } from '@/engine';
import type { Variant } from '@/engine/rules/variant';
import { allVariants } from '@/engine/variants/index';
import { make, unmake } from '@/engine/rules/make';
import { legalMoves } from '@/engine/rules/movegen';
import { computeKey, setKey } from '@/engine/rules/zobrist';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

const GAMES = 4;
const PLIES = 80;

/** The key of a position computed from its text alone. */
function keyOfText(v: Variant, text: string): [number, number] {
  const r = Position.parse(v, text);
  if (!r.ok) throw new Error(r.error.message);
  return computeKey(v, r.value.cloneState());
}

describe.each(Object.entries(VARIANTS))('%s: Zobrist keys', (id, v) => {
  it(`stay equal to the key from scratch over ${GAMES} random games`, () => {
    const random = seededRandom(id.length * 104729 + 17);
    let checked = 0;
    const seen = new Map<string, string>();
    for (let g = 0; g < GAMES; g++) {
      const st = Position.start(v!).cloneState();
      setKey(v!, st);
      for (let ply = 0; ply < PLIES; ply++) {
        const moves = legalMoves(v!, st);
        if (!moves.length || Position.fromState(v!, st.clone()).outcome()) break;
        // Every move is made and taken back once; the key is checked after both.
        for (const m of moves) {
          const before: [number, number] = [st.keyLo, st.keyHi];
          const u = make(v!, st, m);
          expect([st.keyLo, st.keyHi], `after a move in ply ${ply}`).toEqual(computeKey(v!, st));
          unmake(st, u);
          expect([st.keyLo, st.keyHi], 'after unmake').toEqual(before);
        }
        const m = moves[Math.floor(random() * moves.length)]!;
        make(v!, st, m);
        const key: [number, number] = [st.keyLo, st.keyHi];
        expect(key).toEqual(computeKey(v!, st));
        const text = Position.fromState(v!, st.clone()).toString();
        expect(key, `key of the text ${text}`).toEqual(keyOfText(v!, text));
        // Different positions (the clocks aside) get different keys.
        const board = text.replace(/;\s*(clock|move):[^;]*/g, '');
        const k = `${key[0]}:${key[1]}`;
        const was = seen.get(k);
        if (was !== undefined) expect(was, 'two positions with one key').toBe(board);
        seen.set(k, board);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(GAMES * 5);
  });

  it('gives a transposition the same key', () => {
    // Two quiet moves of different men of the side to move, with a reply between: A, B, C versus C, B, A.
    const start = Position.start(v!);
    const quiet = (p: Position) => p.legalMoves().filter((m) => m.capture < 0 && m.flags === 0 && m.promo < 0);
    let found = 0;
    for (const a of quiet(start)) {
      const afterA = start.play(a);
      const b = quiet(afterA)[0];
      if (!b) continue;
      for (const c of quiet(afterA.play(b))) {
        if (c.from === a.to || c.to === a.from || c.from === a.from || c.to === a.to) continue;
        const one = afterA.play(b).play(c);
        const c2 = start.parseMove(start.printMove(c));
        if (!c2.ok) continue;
        const b2 = start.play(c2.value).parseMove(start.printMove(b));
        if (!b2.ok) continue;
        const mid = start.play(c2.value).play(b2.value);
        const a2 = mid.parseMove(start.printMove(a));
        if (!a2.ok) continue;
        const two = mid.play(a2.value);
        const strip = (p: Position) => p.toString().replace(/;\s*(clock|move):[^;]*/g, '');
        if (strip(one) !== strip(two)) continue;
        const s1 = start.cloneState();
        setKey(v!, s1);
        for (const m of [a, b, c]) make(v!, s1, m);
        const s2 = start.cloneState();
        setKey(v!, s2);
        for (const m of [c2.value, b2.value, a2.value]) make(v!, s2, m);
        expect([s1.keyLo, s1.keyHi]).toEqual([s2.keyLo, s2.keyHi]);
        found++;
        break;
      }
      if (found >= 3) break;
    }
    expect(found).toBeGreaterThan(0);
  });
});
