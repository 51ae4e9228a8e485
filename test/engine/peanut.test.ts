/**
 * Every worked example of docs/rules/peanut.md, and a test for each rule without one, run on the engine.
 * Over 300 lines: one test per example and rule, in the document's order.
 */
import { describe, expect, it } from 'vitest';
import { Game, Position, perftOf, type Position as Pos } from '@/engine';
import { MoveFlag } from '@/engine/rules/move';
import { compound } from '@/engine/pieces/atoms';
import { shortBishop, shortRook } from '@/engine/pieces/peanutCatalog';
import { runCli } from '@/engine/query/cli';
import { perft, perftByCopy } from '@/engine/rules/perft';
import { defineVariant } from '@/engine/rules/variant';
import { PEANUT_SETUP, peanutDef } from '@/engine/variants/peanut';
import { perftRows } from '../fixtures/peanut';
import { parsePeanut, refMoves, refStatus } from '../reference/peanut.ref';
import { destNames, list, moveTexts, playAll, pos } from './helpers';
import { variantNotes } from '@/engine';

/** The variant's notes (engine/variants/notes.ts). */
const notesOf = (id: string) => {
  const n = variantNotes(id);
  if (!n.ok) throw new Error(n.error.message);
  return n.value;
};

const v = pos('peanut').variant;
const P = (text: string) => pos('peanut', text);
const at = (name: string) => v.board.coords[v.board.index(name)];
const region = (name: string, color: 0 | 1) =>
  v.board.names.filter((_, i) => v.regions.get(name)![color][i] === 1).sort();
/** Destination tokens of the man on `from` as the CLI prints them (`!cell` for a capture without moving). */
const dests = (p: Pos, from: string) =>
  [
    ...new Set(p.movesFrom(v.board.index(from)).map((m) => (m.flags & MoveFlag.STAY ? '!' : '') + v.board.names[m.to])),
  ].sort();
const status = (text: string) => runCli(['status', '--variant', 'peanut', '--position', text]).out!;

describe('peanut: the board (§1)', () => {
  it('has 38 cells in ranks of 3 4 5 4 3 | 3 4 5 4 3 and files of 3 4 5 7 7 5 4 3', () => {
    expect(v.board.size).toBe(38);
    const perRank = Array.from(
      { length: 10 },
      (_, i) => v.board.names.filter((n) => n.slice(1) === String(i + 1)).length,
    );
    expect(perRank).toEqual([3, 4, 5, 4, 3, 3, 4, 5, 4, 3]);
    expect([...'abcdefgh'].map((f) => v.board.names.filter((n) => n[0] === f).length)).toEqual([
      3, 4, 5, 7, 7, 5, 4, 3,
    ]);
  });
  it('names the cells rank by rank in board order (§1.2)', () => {
    expect(v.board.names.join(' ')).toBe(
      'a1 b1 c1 a2 b2 c2 d2 a3 b3 c3 d3 e3 b4 c4 d4 e4 c5 d5 e5 d6 e6 f6 d7 e7 f7 g7 d8 e8 f8 g8 h8 e9 f9 g9 h9 f10 g10 h10',
    );
  });
  it('uses the axial coordinates of §1.4', () => {
    expect([at('a1'), at('c3'), at('d6'), at('f8'), at('h10')]).toEqual([
      [0, 9, 0],
      [2, 7, 0],
      [3, 4, 0],
      [5, 2, 0],
      [7, 0, 0],
    ]);
  });
  it('colours the cells (q - r) mod 3 as the table of §1.4 does', () => {
    const colour = (k: number) => v.board.names.filter((_, i) => v.board.shades[i] === k).sort();
    expect(colour(0)).toEqual(list('a1 c2 b3 e3 d4 c5 e6 d7 g7 f8 e9 h9 g10'));
    expect(colour(1)).toEqual(list('b1 a2 d2 c3 b4 e4 d5 f6 e7 d8 g8 f9 h10'));
    expect(colour(2)).toEqual(list('c1 b2 a3 d3 c4 e5 d6 f7 e8 h8 g9 f10'));
  });
  it('joins the domains by exactly five adjacencies (§1.6)', () => {
    const joins: string[] = [];
    for (const a of ['c5', 'd5', 'e5'])
      for (const d of [
        [0, -1, 0],
        [1, -1, 0],
      ] as const) {
        const b = v.board.step(v.board.index(a), d);
        if (b >= 0) joins.push(`${a}-${v.board.names[b]}`);
      }
    expect(joins.sort()).toEqual(list('c5-d6 d5-d6 d5-e6 e5-e6 e5-f6'));
  });
  it('has exactly five orthogonal lines through both domains (§1.3 clue 7)', () => {
    const lines = new Set<string>();
    for (let c = 0; c < v.board.size; c++)
      for (const d of [
        [0, -1, 0],
        [1, -1, 0],
        [1, 0, 0],
      ] as const) {
        if (v.board.step(c, [-d[0], -d[1], 0]) >= 0) continue; // start lines at their first cell
        const cells = [c, ...v.board.ray(c, d)].map((i) => v.board.names[i]!);
        if (cells.some((n) => Number(n.slice(1)) <= 5) && cells.some((n) => Number(n.slice(1)) >= 6))
          lines.add(cells.join(' '));
      }
    expect([...lines].sort()).toEqual([
      'a1 b2 c3 d4 e5 f6 g7 h8',
      'a2 b3 c4 d5 e6 f7 g8 h9',
      'a3 b4 c5 d6 e7 f8 g9 h10',
      'd2 d3 d4 d5 d6 d7 d8',
      'e3 e4 e5 e6 e7 e8 e9',
    ]);
  });
  it('marks the castles, promotion zones and last ranks of §1.6', () => {
    expect(region('castle', 0)).toEqual(list('a1 b1 c1 b2 c2 c3'));
    expect(region('castle', 1)).toEqual(list('f10 g10 h10 f9 g9 f8'));
    expect(region('promotion', 0)).toEqual(list('d8 e8 f8 g8 h8 e9 f9 g9 h9 f10 g10 h10'));
    expect(region('promotion', 1)).toEqual(list('a3 b3 c3 d3 e3 a2 b2 c2 d2 a1 b1 c1'));
    expect(region('lastRank', 0)).toEqual(list('f10 g10 h10'));
    expect(region('lastRank', 1)).toEqual(list('a1 b1 c1'));
    expect(region('domain', 0)).toEqual(v.board.names.filter((n) => Number(n.slice(1)) <= 5).sort());
    expect(region('domain', 1)).toEqual(v.board.names.filter((n) => Number(n.slice(1)) >= 6).sort());
  });
  it('rejects cells that are not on the board, naming them', () => {
    for (const cell of ['c6', 'a4', 'f5', 'i1', 'd1', 'e10'])
      expect(Position.parse(v, `w: K${cell}`)).toMatchObject({
        ok: false,
        error: { message: `w: cell "${cell}" does not exist on the peanut board` },
      });
  });
});

describe('peanut: setup (§2)', () => {
  it('starts from the reconstructed array, marked as such', () => {
    expect(v.def.setup).toBe(PEANUT_SETUP);
    expect(notesOf('peanut').some((n) => /reconstructed/.test(n))).toBe(true);
    expect(P(PEANUT_SETUP).toString()).toBe(pos('peanut').toString());
  });
  it('gives White 14 legal moves, and Black 14 with Black to move', () => {
    expect(pos('peanut').legalMoves()).toHaveLength(14);
    expect(P(PEANUT_SETUP.replace('turn: w', 'turn: b')).legalMoves()).toHaveLength(14);
  });
  it('rejects a king outside its castle, a pawn on its last rank and a pool holding K or P', () => {
    const bad = (text: string) => {
      const r = Position.parse(v, text);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(bad('w: Kd4; b: Kh10')).toBe('w: "Kd4": a king must stand in its castle');
    expect(bad('w: Ka1; b: Kc3')).toBe('b: "Kc3": a king must stand in its castle');
    expect(bad('w: Ka1 Pg10; b: Kh10')).toBe('w: "Pg10": a pawn cannot stand on its last rank');
    expect(bad('w: Ka1; b: Kh10 Pb1')).toBe('b: "Pb1": a pawn cannot stand on its last rank');
    expect(bad('w: Ka1; b: Kh10; hand: b:P')).toBe('hand: "P" cannot be in a promotion pool (only R, B and N)');
    expect(bad('w: Ka1 Pb1; b: Kh10 Pg10; hand: w:RBN b:NN')).toBe('ok'); // each on the other's last rank
  });
  it('lists White’s first moves', () => {
    expect(moveTexts(pos('peanut'))).toEqual(
      list('a2-d3 a2-c5 b2-d3 b2-a3 c2-e3 c2-b3 d2-e5 d2-b3 b4-c5 c4-c5 c4-d5 d4-d5 d4-e5 e4-e5'),
    );
  });
});

describe('peanut: worked examples (§7)', () => {
  it('T1: the knight leaps over the gap', () => {
    expect(destNames(P('w: Ka1 Ne3; b: Kh10; turn: w'), 'e3')).toEqual(list('b1 b2 c4 d5 f6'));
  });
  it('T3: the short rook stops after four steps', () => {
    expect(destNames(P('w: Kc2 Ra1; b: Kh10; turn: w'), 'a1')).toEqual(list('b1 c1 a2 a3 b2 c3 d4 e5'));
  });
  it('T5 and T7: the short bishop, whose rays end at missing hexes', () => {
    expect(destNames(P('w: Ka1 Bc3; b: Kh10; turn: w'), 'c3')).toEqual(list('d5 e7 e4 d2 b4 a2 b1'));
    expect(destNames(P('w: Ka1 Bd5; b: Kh10; turn: w'), 'd5')).toEqual(list('e7 f9 f6 e4 b4 c3 b1'));
    expect(destNames(P('w: Ka1 Be3; b: Kh10; turn: w'), 'e3')).not.toContain('g7'); // over the missing f5
    expect(destNames(P('w: Ka1 Bb4; b: Kh10; turn: w'), 'b4')).not.toContain('d8'); // over the missing c6
  });
  it('T9: rook and bishop lines from c3 cover the whole domain and f6 g7 e7', () => {
    const r = destNames(P('w: Rc3'), 'c3');
    const b = destNames(P('w: Bc3'), 'c3');
    expect([...new Set([...r, ...b])].sort()).toEqual(
      list('a1 b1 c1 a2 b2 c2 d2 a3 b3 d3 e3 b4 c4 d4 e4 c5 d5 e5 f6 g7 e7'),
    );
  });
  it('T11: the king may pass through check', () => {
    expect(moveTexts(P('w: Ka1; b: Kh10 Rb4; turn: w'))).toEqual(['a1-c1', 'a1-c3']);
  });
  it('T13: pawns move and capture to both forward hexes', () => {
    const pawn = (text: string, from: string) => moveTexts(P(text)).filter((t) => t.startsWith(from));
    expect(pawn('w: Ka1 Pd4; b: Kh10 Rd5 Ne5; turn: w', 'd4')).toEqual(['d4xd5', 'd4xe5']);
    expect(pawn('w: Ka1 Pb4; b: Kh10; turn: w', 'b4')).toEqual(['b4-c5']);
    expect(pawn('w: Ka1; b: Kh10 Pe7; turn: b', 'e7')).toEqual(['e7-d6', 'e7-e6']);
    expect(pawn('w: Ka1; b: Kh10 Pd7; turn: b', 'd7')).toEqual(['d7-d6']);
  });
  it('T15: promotion from the pool is optional on entering the zone', () => {
    expect(moveTexts(P('w: Kb1 Pd7; b: Kg10; turn: w; hand: w:R'))).toEqual(
      list('d7-d8 d7-d8=R d7-e8 d7-e8=R b1-a1 b1-c1 b1-b2 b1-c2'),
    );
  });
  it('T17: the design-note queen "mate" is mate only with h10 blocked', () => {
    // A test-only variant: Peanut with a hypothetical short queen (rook 4 + bishop 2), as the example asks.
    const qv = defineVariant({
      ...peanutDef,
      pieces: { ...peanutDef.pieces, Q: compound('queen', shortRook, shortBishop) },
    });
    const Q = (text: string) => {
      const r = Position.parse(qv, text);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    expect(Q('w: Ka1 Qd8; b: Kh10; turn: b').inCheck()).toBe(true);
    expect(moveTexts(Q('w: Ka1 Qd8; b: Kh10; turn: b'))).toEqual(['h10-g10', 'h10-g9']);
    expect(moveTexts(Q('w: Ka1 Qe8; b: Kg9; turn: b'))).toEqual(['g9-h10']);
    expect(moveTexts(Q('w: Ka1 Qe8; b: Kg10; turn: b'))).toEqual(['g10-h10']);
    expect(Q('w: Ka1 Qe8; b: Kg9 Rh10; turn: b').outcome()?.status).toBe('checkmate');
  });
});

describe('peanut: the king and its castle (§3.5)', () => {
  const reach: [string, string][] = [
    ['a1', 'b1 c1 b2 c3'],
    ['b1', 'a1 c1 b2 c2'],
    ['c1', 'b1 a1 c2 c3'],
    ['b2', 'a1 b1 c2 c3'],
    ['c2', 'b1 c1 b2 c3'],
    ['c3', 'c2 c1 b2 a1'],
  ];
  it.each(reach)('from %s reaches %s and never leaves the castle', (from, cells) => {
    expect(destNames(P(`w: K${from}; b: Kh10; turn: w`), from)).toEqual(list(cells));
  });
  it('mirrors the table for Black by point reflection', () => {
    expect(destNames(P('w: Ka1; b: Kh10; turn: b'), 'h10')).toEqual(list('g10 f10 g9 f8'));
    expect(destNames(P('w: Ka1; b: Kf8; turn: b'), 'f8')).toEqual(list('f9 f10 g9 h10'));
  });
  it('is blocked on a 2-step by a man of either side on the middle hex', () => {
    expect(destNames(P('w: Ka1 Nb1; b: Kh10; turn: w'), 'a1')).toEqual(list('b2 c3'));
    expect(moveTexts(P('w: Ka1; b: Kh10 Nb1; turn: w'))).toEqual(list('a1xb1 a1-b2 a1-c3'));
  });
  it('captures by moving inside the castle, also two steps away', () => {
    expect(moveTexts(P('w: Ka1 Nb2; b: Kh10 Nc1; turn: w')).filter((t) => t.startsWith('a1'))).toEqual(
      list('a1-b1 a1xc1'),
    );
  });
  it('captures without moving exactly the ring hexes of the §3.5 target list', () => {
    const targets: Record<string, string> = { a1: 'a2', b1: '', c1: 'd2', b2: 'a2 b3', c2: 'd2 d3', c3: 'b3 d3 c4 d4' };
    for (const [king, expected] of Object.entries(targets)) {
      // A lone enemy knight on every other hex: taking it is legal even when it gives check.
      const found = v.board.names
        .filter((c) => c !== king && c !== 'h10')
        .filter((c) => moveTexts(P(`w: K${king}; b: Kh10 N${c}; turn: w`)).includes(`${king}!${c}`));
      expect(found.sort(), king).toEqual(list(expected));
    }
  });
  it('takes a man inside the castle only by moving, and stays put on a ! capture', () => {
    const p = P('w: Kc3; b: Kh10 Nb2 Nd4; turn: w');
    expect(dests(p, 'c3')).toEqual(list('!d4 b2 c2')); // c1 is attacked by the knight on d4
    expect(playAll(p, 'c3!d4').toString()).toBe('w: Kc3; b: Nb2 Kh10; turn: b; hand: b:N');
    expect(p.parseMove('c3!b2').ok).toBe(false);
    expect(p.parseMove('c3xd4').ok).toBe(false); // no moving capture outside the castle
  });
  it('may not capture without moving when that exposes it to check', () => {
    // The knight on d4 shields c3 from the rook on e5.
    expect(moveTexts(P('w: Kc3; b: Kh10 Nd4 Re5; turn: w'))).not.toContain('c3!d4');
    expect(moveTexts(P('w: Kc3; b: Kh10 Nd4 Rh8; turn: w'))).toContain('c3!d4');
  });
  it('answers a check by capturing the checker without moving', () => {
    const p = P('w: Kc3 Rd4 Pe8; b: Kf9 Nd3 Pb2 Pe3 Rh8; turn: b; hand: w:N b:RB');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toContain('f9!e8');
  });
  it('prints ! captures as !cell in the CLI dests and plays them', () => {
    const text = 'w: Kc3 Ra1 Bc2 Nd2 Ng8 Pb4 Pe4; b: Kf8 Rh10 Nd4 Bh8 Pb3 Pd7 Pg7; turn: w';
    expect(runCli(['dests', '--variant', 'peanut', '--position', text, '--from', 'c3'])).toEqual({
      code: 0,
      out: '!b3 !d4',
    }); // b2: pawn b3 guards it
    expect(runCli(['play', '--variant', 'peanut', '--position', text, 'c3!d4', 'f8!g8']).out).toBe(
      'w: Ra1 Bc2 Nd2 Kc3 Pb4 Pe4; b: Pb3 Pd7 Pg7 Kf8 Bh8 Rh10; hand: w:N b:N; move: 2',
    );
  });
});

describe('peanut: pawns and promotion (§3.1, §3.6)', () => {
  it('has no double step and no en passant', () => {
    expect(moveTexts(P('w: Ka1 Pc4; b: Kh10; turn: w')).filter((t) => t.startsWith('c4'))).toEqual(['c4-c5', 'c4-d5']);
    expect(Position.parse(v, 'w: Ka1 Pd5; b: Kh10 Pe6; turn: w; ep: e7').ok).toBe(false);
  });
  it('must promote on the last rank when the pool has pieces, one move per piece type in it', () => {
    expect(moveTexts(P('w: Kb1 Pg9; b: Kf8; turn: w; hand: w:RBB')).filter((t) => t.startsWith('g9'))).toEqual(
      list('g9-g10=R g9-g10=B g9-h10=R g9-h10=B'),
    );
  });
  it('may not move or capture onto the last rank with an empty pool', () => {
    expect(moveTexts(P('w: Kb1 Pg9; b: Kf8 Rh10; turn: w')).filter((t) => t.startsWith('g9'))).toEqual([]);
    expect(moveTexts(P('w: Kb1 Pg9; b: Kf8 Rh10; turn: w; hand: b:RBN')).filter((t) => t.startsWith('g9'))).toEqual([]);
    expect(moveTexts(P('w: Kc1; b: Kh10 Pb2; turn: b')).filter((t) => t.startsWith('b2'))).toEqual([]);
  });
  it('still attacks the last-rank hexes it may not enter: check, and no king move there', () => {
    const p = P('w: Kb1 Pe9; b: Kf10; turn: b');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toEqual(list('f10!e9 f10-g10 f10-h10 f10-f9 f10-f8'));
    expect(moveTexts(P('w: Kb1 Pe9; b: Kg10; turn: b'))).not.toContain('g10-f10');
    expect(runCli(['status', '--variant', 'peanut', '--position', 'w: Kb1 Pe9 Rf6; b: Kh10 Pd7; turn: b']).out).toMatch(
      /^ongoing/,
    );
  });
  it('promotes on any forward move inside the zone, including a capture', () => {
    expect(moveTexts(P('w: Kb1 Pd8; b: Kg10 Ne9; turn: w; hand: w:N')).filter((t) => t.startsWith('d8'))).toEqual(
      list('d8xe9 d8xe9=N'), // d9 does not exist
    );
    expect(moveTexts(P('w: Kb1 Pe8; b: Kg10; turn: w; hand: w:B')).filter((t) => t.startsWith('e8'))).toEqual(
      list('e8-e9 e8-e9=B e8-f9 e8-f9=B'),
    );
  });
});

describe('peanut: the promotion pool (§3.6, §5.2)', () => {
  it('puts a captured rook, bishop or knight into its owner’s pool, but not a pawn', () => {
    expect(playAll(P('w: Kb1 Rd4; b: Kg10 Nd5; turn: w'), 'd4xd5').toString()).toBe(
      'w: Kb1 Rd5; b: Kg10; turn: b; hand: b:N',
    );
    expect(playAll(P('w: Kb1 Rd4; b: Kg10 Pd5; turn: w'), 'd4xd5').toString()).toBe('w: Kb1 Rd5; b: Kg10; turn: b');
  });
  it('uses one piece up per promotion, and a captured promoted pawn returns as the piece it became', () => {
    const p = playAll(P('w: Kb1 Pg9; b: Kf10 Nh8; turn: w; hand: w:RR'), 'g9-h10=R');
    expect(p.toString()).toBe('w: Kb1 Rh10; b: Nh8 Kf10; turn: b; hand: w:R');
    expect(playAll(p, 'f10xh10').toString()).toBe('w: Kb1; b: Nh8 Kh10; hand: w:RR; move: 2');
  });
  it('reads and prints the hand field of both sides', () => {
    expect(P('w: Ka1; b: Kh10; hand: w:R b:NB').toString()).toBe('w: Ka1; b: Kh10; hand: w:R b:BN');
  });
  it('undoes every pool change exactly (make/unmake equals copying)', () => {
    for (const row of perftRows.slice(1, 4)) {
      const st = P(row.position).cloneState();
      expect(perft(v, st, 3)).toBe(perftByCopy(v, st, 3));
      expect(st.hand).toEqual(P(row.position).cloneState().hand);
    }
  });
});

describe('peanut: end of the game (§4)', () => {
  it('goes on at the start, and while only the side not to move is bare', () => {
    expect(status(PEANUT_SETUP)).toBe('ongoing - w to move');
    expect(status('w: Ka1 Ne3; b: Kh10; turn: w')).toBe('ongoing - w to move');
  });
  it('checkmate', () => {
    expect(status('w: Kb1 Rf6 Rg7 Pg9; b: Kh10 Pd7; turn: b')).toBe('checkmate w White checkmates Black');
  });
  it('checkmate of a bare king is checkmate (it comes first)', () => {
    expect(status('w: Kb1 Rf6 Rg7 Pg9; b: Kh10; turn: b')).toMatch(/^checkmate w /);
  });
  it('stalemate is a draw; a pool that lets the pawn promote lifts it', () => {
    expect(status('w: Kc3 Rf6 Nd8; b: Kh10 Pb2; turn: b')).toMatch(/^stalemate - /);
    expect(P('w: Kc3 Rf6 Nd8; b: Kh10 Pb2; turn: b').outcome()?.score).toEqual({ w: 0.5, b: 0.5 });
    expect(status('w: Kc3 Rf6 Nd8; b: Kh10 Pb2; turn: b; hand: b:R')).toMatch(/^ongoing/);
  });
  it('a bared side loses at once (T11’s position)', () => {
    expect(status('w: Ka1; b: Kh10 Rb4; turn: w')).toBe('bare-king b Black has captured every White man but the king');
  });
  it('baring and stalemating together wins: baring comes before stalemate', () => {
    expect(status('w: Kc3 Rf6 Nd8; b: Kh10; turn: b')).toMatch(/^bare-king w /);
  });
  it('is a draw when the bared king can capture the last man, here without moving', () => {
    const after = playAll(P('w: Kc2 Re4; b: Kf8 Pe7; turn: w'), 'e4xe7');
    expect(after.outcome()).toMatchObject({ status: 'bare-king', score: { w: 0.5, b: 0.5 } });
    expect(after.outcome()?.winner).toBeUndefined();
    expect(runCli(['status', '--variant', 'peanut', '--position', after.toString()]).out).toMatch(/^bare-king - /);
  });
  it('is a win when the last man is out of reach or not the last', () => {
    expect(playAll(P('w: Kc2 Re4; b: Kg10 Pe7; turn: w'), 'e4xe7').outcome()).toMatchObject({
      status: 'bare-king',
      winner: 'w',
    });
    expect(playAll(P('w: Kc2 Re4 Pb4; b: Kf8 Pe7; turn: w'), 'e4xe7').outcome()).toMatchObject({
      status: 'bare-king',
      winner: 'w',
    });
  });
  it('two bare kings are a draw', () => {
    expect(status('w: Kc3; b: Kh10; turn: w')).toMatch(/^draw - /);
  });
  it('has no fifty-move rule; threefold repetition is a house-rule setting', () => {
    expect(v.def.rules.fiftyMovePlies).toBeUndefined();
    expect(v.def.rules.repetition).toBe(3);
    expect(notesOf('peanut').some((n) => /house rule/.test(n))).toBe(true);
    expect(status('w: Kb1 Rc1; b: Kg10 Rf10; clock: 300')).toMatch(/^ongoing/);
  });
  it('draws a game on the third occurrence of a position (pools included)', () => {
    let g = Game.from(P('w: Ka1 Pb4; b: Kh10 Pg7; turn: w'));
    const shuffle = ['a1-b1', 'h10-g10', 'b1-a1', 'g10-h10'];
    for (const m of [...shuffle, ...shuffle]) {
      expect(g.outcome()).toBeUndefined();
      const r = g.playText(m);
      if (!r.ok) throw new Error(r.error.message);
      g = r.value;
    }
    expect(g.outcome()?.status).toBe('repetition');
  });
  it('agrees with the reference generator on moves and results along random games', () => {
    let state = 12345;
    const rand = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
    for (let game = 0; game < 12; game++) {
      let p = pos('peanut');
      for (let ply = 0; ply < 120; ply++) {
        const ref = parsePeanut(p.toString());
        expect(moveTexts(p), p.toString()).toEqual(
          refMoves(ref)
            .map((m) => m.text)
            .sort(),
        );
        const o = p.outcome();
        const rs = refStatus(ref);
        expect(o ? `${o.status} ${o.winner ?? '-'}` : 'ongoing -', p.toString()).toBe(`${rs.status} ${rs.winner}`);
        if (o) break;
        const moves = p.legalMoves();
        const captures = moves.filter((m) => m.capture >= 0);
        const pool = captures.length > 0 && rand() < 0.3 ? captures : moves; // capture often, to reach pools and bare kings
        p = p.play(pool[Math.floor(rand() * pool.length)]!);
      }
    }
  });
});

describe('peanut: symmetry and the command line', () => {
  /** The point reflection with colours swapped (§2.1): a rule-preserving symmetry of Peanut. */
  function reflect(text: string): string {
    const p = P(text);
    const men: [string[], string[]] = [[], []];
    for (let cell = 0; cell < v.board.size; cell++) {
      const m = p.pieceAt(cell);
      if (!m) continue;
      const [q, r] = v.board.coords[cell]!;
      men[m.side === 'w' ? 1 : 0]!.push(`${v.kinds[m.kind]!.letter}${v.board.names[v.board.at(7 - q, 9 - r)]}`);
    }
    const hand = (c: 'w' | 'b') => v.kinds.map((k) => k.letter.repeat(p.inHand(c, k.index))).join('');
    return `w: ${men[0].join(' ')}; b: ${men[1].join(' ')}; turn: ${p.turn === 'b' ? 'w' : 'b'}; hand: w:${hand('b')} b:${hand('w')}`;
  }
  it.each(perftRows.map((r) => [r.name, r] as const))('reflected, colours swapped: %s', (_, row) => {
    expect([1, 2].map((d) => perftOf(P(reflect(row.position)), d))).toEqual(row.counts.slice(0, 2));
  });
  it('exits 2 with one line on bad input', () => {
    const bad = (args: string[], msg: RegExp) => {
      const r = runCli(args);
      expect(r.code).toBe(2);
      expect(r.error).toMatch(msg);
      expect(r.error).not.toMatch(/\n/);
    };
    bad(['moves', '--variant', 'peanut', '--position', 'w: Kc6'], /cell "c6" does not exist on the peanut board/);
    bad(['moves', '--variant', 'peanut', '--position', 'w: Ka1; hand: w:Q'], /hand/);
    bad(['play', '--variant', 'peanut', '--position', 'w: Kc3; b: Kh10 Nb2', 'c3!b2'], /not legal/);
    bad(['dests', '--variant', 'peanut', '--from', 'f5'], /f5/);
  });
  it('counts perft from the start', () => {
    expect(runCli(['perft', '--variant', 'peanut', '--depth', '3']).out).toBe('3080');
  });
});
