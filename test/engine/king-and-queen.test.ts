/**
 * Every worked example of docs/rules/king-and-queen.md §11, and a test for each rule without one, on the engine.
 * Over 300 lines: one test per example and rule, in the document's order.
 */
import { describe, expect, it } from 'vitest';
import { Position, perftOf, sideName } from '@/engine';
import { perftRows } from '../fixtures/king-and-queen';
import { REFERENCES } from '../reference/index';
import { kqInCheck, kqMoves, kqParse } from '../reference/king-and-queen.ref';
import { describePiece } from '@/engine/pieces/describe';
import { runCli } from '@/engine/query/cli';
import { perft, perftByCopy } from '@/engine/rules/perft';
import { KQ_SETUP } from '@/engine/variants/king-and-queen';
import { destNames, list, moveTexts, playAll, pos } from './helpers';
import { variantNotes } from '@/engine';

/** The variant's notes (engine/variants/notes.ts). */
const notesOf = (id: string) => {
  const n = variantNotes(id);
  if (!n.ok) throw new Error(n.error.message);
  return n.value;
};

const ID = 'king-and-queen';
const kq = (text?: string) => pos(ID, text);
const v = kq().variant;
const region = (name: string, color: 0 | 1) =>
  v.board.names.filter((_, i) => v.regions.get(name)![color][i] === 1).sort();

describe('king-and-queen: the board (§1)', () => {
  it('has 39 squares in ranks of 3, 3, 9, 9, 9, 3, 3, the narrow ranks on files d-f', () => {
    expect(v.board.size).toBe(39);
    const perRank = [1, 2, 3, 4, 5, 6, 7].map((r) => v.board.names.filter((n) => Number(n.slice(1)) === r));
    expect(perRank.map((r) => r.length)).toEqual([3, 3, 9, 9, 9, 3, 3]);
    expect(perRank[0]).toEqual(['d1', 'e1', 'f1']);
    expect(perRank[6]).toEqual(['d7', 'e7', 'f7']);
    for (const hole of ['a1', 'c2', 'g2', 'a6', 'i7', 'c6']) expect(v.board.index(hole)).toBe(-1);
  });
  it('names cells from [x, y, 0] coordinates and orders them by rank, then file', () => {
    expect(v.board.coords[v.board.index('a3')]).toEqual([0, 2, 0]);
    expect(v.board.coords[v.board.index('e7')]).toEqual([4, 6, 0]);
    expect(v.board.names.slice(0, 7)).toEqual(['d1', 'e1', 'f1', 'd2', 'e2', 'f2', 'a3']);
  });
  it('marks the two castles (§1.2): the 3x2 end blocks', () => {
    expect(region('castle', 0)).toEqual(list('d1 e1 f1 d2 e2 f2'));
    expect(region('castle', 1)).toEqual(list('d6 e6 f6 d7 e7 f7'));
  });
  it('ends diagonals at the holes: a Druid on c3 never reaches d1 through b2 or c2', () => {
    expect(destNames(kq('w: +Bc3'), 'c3')).toEqual(list('b4 a5 d4 e5 f6 d2 e1'));
  });
});

describe('king-and-queen: sides, names and the start position (§2, §3)', () => {
  it('calls the sides Blue (w, the Queen, moves first) and Red (b, the King)', () => {
    expect([sideName(v, 0), sideName(v, 1)]).toEqual(['Blue', 'Red']);
    expect(kq().turn).toBe('w');
  });
  it('gives every man and its promoted form a name per side', () => {
    const names = Object.fromEntries(v.kinds.map((k) => [k.letter, k.def.sideNames]));
    expect(names).toEqual({
      K: ['Queen', 'King'],
      P: ['Amazon', 'Soldier'],
      B: ['Shaman', 'Bishop'],
      N: ['Rider', 'Knight'],
      C: ['Spearman', 'Catapult'],
      '+K': ['Empress', 'Emperor'],
      '+P': ['Valkyrie', 'Veteran'],
      '+B': ['Druid', 'Saint'],
      '+N': ['Pegasus', 'Dragon'],
      '+C': ['Archer', 'Cannon'],
    });
    for (const k of v.kinds) expect(describePiece(k.def, v.def.atomKinds)).not.toMatch(/family|own rule/);
  });
  it('starts from the reconstructed array, says so, and gives Blue 16 moves and Red 16', () => {
    expect(kq().toString()).toBe(kq(KQ_SETUP).toString());
    expect(kq().toString()).toBe(
      'w: Bd1 Ke1 Bf1 Nd2 Nf2 Pa3 Cb3 Pc3 Pe3 Pg3 Ch3 Pi3; b: Pa5 Cb5 Pc5 Pe5 Pg5 Ch5 Pi5 Nd6 Nf6 Bd7 Ke7 Bf7',
    );
    expect(notesOf('king-and-queen').some((n) => /reconstructed/.test(n))).toBe(true);
    expect(moveTexts(kq())).toEqual(
      list('d1-e2 e1-e2 f1-e2 d2-c4 d2-e4 d2-f3 f2-d3 f2-e4 f2-g4 a3-a4 b3-b4 c3-c4 e3-e4 g3-g4 h3-h4 i3-i4'),
    );
    expect(kq(KQ_SETUP.replace('turn: w', 'turn: b')).legalMoves()).toHaveLength(16);
  });
  it('allows one royal man a side, promoted or not', () => {
    const r = Position.parse(v, 'w: Ke1 +Kd1; b: Ke7');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('w: "+Kd1" is a second royal man; a side has at most one');
  });
});

describe('king-and-queen: the men (§4)', () => {
  it('T1: the pawn steps and captures straight ahead only, and is frozen with no square ahead', () => {
    expect(moveTexts(kq('w: Kd1 Pe4; b: Kf7 Pe5; turn: w')).filter((m) => m.startsWith('e4'))).toEqual(['e4xe5']);
    expect(destNames(kq('w: Kd1; b: Kf7 Pc5; turn: b'), 'c5')).toEqual(['c4']);
    const frozen = kq('w: Kd1 Pa5 Pd7; b: Kf7; turn: w');
    expect([...destNames(frozen, 'a5'), ...destNames(frozen, 'd7')]).toEqual([]);
    expect(destNames(kq('w: Kd1 Pd4; b: Kf7 Pc4 Pe4; turn: w'), 'd4')).toEqual(['d5']);
  });
  it('freezes a Red pawn on a square with nothing below it', () => {
    const p = kq('w: Ke2; b: Kf7 Pa3 Pd1; turn: b');
    expect([...destNames(p, 'a3'), ...destNames(p, 'd1')]).toEqual([]);
  });
  it('lets every man but the royal enter either castle', () => {
    expect(destNames(kq('w: Kd1 Pe5 Bc5 Nc4 Ce3; b: Kf7; turn: w'), 'e5')).toEqual(['e6']);
    expect(destNames(kq('w: Kd1 Pe5 Bc5 Nc4 Ce3; b: Kf7; turn: w'), 'c5')).toEqual(list('b4 d4 d6'));
    expect(destNames(kq('w: Kd1 Pe5 Bc5 Nc4 Ce3; b: Kf7; turn: w'), 'c4')).toEqual(list('a3 a5 d2'));
    expect(destNames(kq('w: Kd1 Ce3; b: Kf7; turn: w'), 'e3')).toContain('e7');
  });
  it('moves the Valkyrie like a rook', () => {
    expect(destNames(kq('w: Kd1 +Pc3; b: Kf7 Pc5; turn: w'), 'c3')).toEqual(list('a3 b3 d3 e3 f3 g3 h3 i3 c4 c5'));
  });
  it('T3: the horse is blocked by a man on its leg, friend or foe, and cannot take it', () => {
    const p = kq('w: Kd1 Ne4 Pe5; b: Kf7 Pf4; turn: w');
    expect(destNames(p, 'e4')).toEqual(list('c3 c5 d2 f2'));
  });
  it('blocks the horse at a missing leg square; the Pegasus leaps over the hole', () => {
    expect(destNames(kq('w: Ke1 Nc3; b: Kd7; turn: w'), 'c3')).toEqual(list('a4 b5 d5 e4 e2'));
    expect(destNames(kq('w: Ke1 +Nc3; b: Kd7; turn: w'), 'c3')).toEqual(list('a4 b5 d5 e4 e2 d1'));
    expect(destNames(kq('w: Ke1 +Nc3 Pc4 Pd3; b: Kd7; turn: w'), 'c3')).toEqual(list('a4 b5 d5 e4 e2 d1'));
  });
  it('T5: the cannon moves like a rook and captures over exactly one screen', () => {
    const p = kq('w: Kd1 Ce3; b: Kf7 Ne6 Pe5; turn: w');
    expect(destNames(p, 'e3')).toEqual(list('a3 b3 c3 d3 f3 g3 h3 i3 e1 e2 e4 e6'));
    expect(moveTexts(p)).toContain('e3xe6');
    expect(moveTexts(p)).not.toContain('e3xe5');
  });
  it('lets a cannon capture the first man beyond its screen, never over two screens nor a friendly man', () => {
    expect(destNames(kq('w: Kd1 Ca4 Pb4; b: Kf7 Pc4 Pe4; turn: w'), 'a4')).toEqual(list('a3 a5 c4'));
    expect(destNames(kq('w: Kd1 Ca4 Pb4 Pc4; b: Kf7 Pd4; turn: w'), 'a4')).toEqual(list('a3 a5'));
    expect(destNames(kq('w: Kd1 Ca4 Pc4; b: Kf7 Pb4; turn: w'), 'a4')).toEqual(list('a3 a5'));
  });
  it('gives the Archer cannon moves and captures on all eight lines', () => {
    const p = kq('w: Kd1 +Cc3; b: Kf7 Pd4 Pe5 Pc5 Pc4; turn: w');
    expect(destNames(p, 'c3')).toEqual(list('a3 b3 d3 e3 f3 g3 h3 i3 b4 a5 d2 e1 c5 e5'));
  });
  it('T7: the Shaman steps one square diagonally; the Druid slides', () => {
    expect(destNames(kq('w: Kf1 Bd2; b: Kd7; turn: w'), 'd2')).toEqual(list('c3 e3 e1'));
    expect(destNames(kq('w: Kf1 +Bd2; b: Kd7; turn: w'), 'd2')).toEqual(list('c3 b4 a5 e3 f4 g5 e1'));
  });
  it('keeps the royal in its castle: the Queen steps orthogonally, the Empress in eight directions', () => {
    expect(destNames(kq('w: Kd2; b: Kf7 Pd4; turn: w'), 'd2')).toEqual(list('d1 e2'));
    expect(destNames(kq('w: +Ke2; b: Kd6 Pd4; turn: w'), 'e2')).toEqual(list('d1 e1 f1 d2 f2'));
    expect(destNames(kq('w: Kd2 Pd4 Pe4; b: +Ke6 Pd5; turn: b'), 'e6')).toEqual(list('d6 f6 d7 e7 f7'));
  });
});

describe('king-and-queen: promotion upon capture and the hand (§5, §6)', () => {
  it("T11a: the capturing Amazon becomes a Valkyrie and the Soldier joins Blue's hand", () => {
    const p = kq('w: Kd1 Pe4; b: Kf7 Pe5; turn: w');
    expect(moveTexts(p)).toEqual(list('d1-d2 d1-e1 e4xe5'));
    const after = playAll(p, 'e4xe5');
    expect(after.toString()).toBe('w: Kd1 +Pe5; b: Kf7; turn: b; hand: w:P');
    // The captured man cannot come back on the turn of the capture, but on Blue's next turn it can.
    expect(moveTexts(playAll(after, 'f7-f6'))).toContain('P@e2');
    expect(destNames(kq('w: Kd1 +Pe5; b: Kf7; turn: w; hand: w:P'), 'e5')).toEqual(
      list('a5 b5 c5 d5 f5 g5 h5 i5 e1 e2 e3 e4 e6 e7'),
    );
  });
  it('T11b: the Queen captures in her castle and becomes the Empress', () => {
    const p = kq('w: Ke2 Pe4; b: Ke7 Nd2; turn: w');
    expect(moveTexts(p)).toEqual(list('e2-e1 e2-f2 e2xd2 e4-e5'));
    const after = playAll(p, 'e2xd2');
    expect(after.toString()).toBe('w: +Kd2 Pe4; b: Ke7; turn: b; hand: w:N');
    expect(destNames(kq('w: +Kd2 Pe4; b: Ke7; turn: w; hand: w:N'), 'd2')).toEqual(list('d1 e1 e2'));
  });
  it('promotes a capturing knight and cannon, leaves a promoted capturer as it is, and unpromotes the captured man', () => {
    expect(playAll(kq('w: Kd1 Nc3; b: Kf7 Pd5; turn: w'), 'c3xd5').toString()).toBe(
      'w: Kd1 +Nd5; b: Kf7; turn: b; hand: w:P',
    );
    expect(playAll(kq('w: Kd1 Ca3; b: Kf7 Pa4 Ba5; turn: w'), 'a3xa5').toString()).toBe(
      'w: Kd1 +Ca5; b: Pa4 Kf7; turn: b; hand: w:B',
    );
    expect(playAll(kq('w: Kd1 +Pa3; b: Kf7 +Na5; turn: w'), 'a3xa5').toString()).toBe(
      'w: Kd1 +Pa5; b: Kf7; turn: b; hand: w:N',
    );
    expect(playAll(kq('w: Kd1 +Na4; b: Kf7 Pa5; turn: b'), 'a5xa4').toString()).toBe(
      'w: Kd1; b: +Pa4 Kf7; hand: b:N; move: 2',
    );
  });
  it("T13: drops go to the empty squares of one's own castle, unpromoted", () => {
    const p = kq('w: Kd1; b: Ke7 Nc4; turn: w; hand: w:P');
    expect(moveTexts(p)).toEqual(list('P@d2 P@e1 P@e2 P@f1 P@f2'));
    expect(playAll(p, 'P@e2').toString()).toBe('w: Kd1 Pe2; b: Nc4 Ke7; turn: b; dropped: w');
    expect(moveTexts(kq('w: Kd1; b: Ke7 Pc4; turn: b; hand: b:NC')).filter((m) => m.includes('@'))).toEqual(
      list('N@d6 N@e6 N@f6 N@d7 N@f7 C@d6 C@e6 C@f6 C@d7 C@f7'),
    );
  });
  it("forbids a drop right after one's own drop, and clears the flag after a board move", () => {
    const p = kq('w: Kd1 Pa3; b: Kf7 Pi5; turn: w; hand: w:PN b:B');
    const after = playAll(p, 'P@e2', 'f7-f6');
    expect(after.toString()).toBe('w: Kd1 Pe2 Pa3; b: Pi5 Kf6; hand: w:N b:B; clock: 1; move: 2; dropped: w');
    expect(moveTexts(after).filter((m) => m.includes('@'))).toEqual([]);
    const later = playAll(after, 'a3-a4', 'B@f7');
    expect(later.toString()).toMatch(/dropped: b$/);
    expect(moveTexts(later).filter((m) => m.includes('@'))).toHaveLength(4);
    expect(playAll(kq('w: Kd1; b: Kf7; hand: w:P b:P; dropped: wb'), 'd1-e1').extra('dropped')).toBe('b');
    expect(
      kq('w: Kd1; b: Kf7; hand: w:P; dropped: b')
        .legalMoves()
        .some((m) => m.from === -1),
    ).toBe(true);
  });
  it('lets a drop block a check, and give check or mate', () => {
    // Red's cannon e5 checks the Queen over the screen e3; a man dropped on e2 makes two screens.
    const p = kq('w: Ke1 Pe3 Nd2 Bf2; b: Kd7 Ce5 Nc4; hand: w:N; turn: w');
    expect(p.inCheck()).toBe(true);
    expect(moveTexts(p)).toEqual(list('N@e2 d2-e4 e1-d1 e1-f1'));
    // A Catapult dropped on e6 checks the Queen over the screen e3 (the Valkyries cover d1 and f1): mate.
    const mate = playAll(kq('w: Ke1 Pe3; b: Kd7 +Pd5 +Pf5; hand: b:C; turn: b'), 'C@e6');
    expect(mate.inCheck()).toBe(true);
    expect(mate.outcome()).toMatchObject({ status: 'checkmate', winner: 'b' });
  });
  it('reads and prints the dropped key and rejects a bad value', () => {
    expect(kq('w: Kd1; b: Kf7; dropped: wb').toString()).toBe('w: Kd1; b: Kf7; dropped: wb');
    expect(kq('w: Kd1; b: Kf7; dropped: -').toString()).toBe('w: Kd1; b: Kf7');
    const r = Position.parse(v, 'w: Kd1; b: Kf7; dropped: bw');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('dropped: "bw" is not -, w, b or wb');
  });
  it('takes back moves, captures and drops exactly (make/unmake equals copying)', () => {
    for (const text of [
      'w: Bd1 +Ke1 Be2 Pa3 Cb3 Ne3 Pg3 Ci3; b: +Cc4 Pa5 Pg5 Pi5 Be6 Ke7 Bf7; hand: w:PPNC b:PPPNN; move: 13',
      'w: Ke1 Bf1 Nd2 Cb3 Pb4 Pe4; b: Kd7 Nd6 Bf6 Cb5 Pc4 Pe5 Pg4; turn: w',
    ]) {
      const st = kq(text).cloneState();
      expect(perft(v, st, 3)).toBe(perftByCopy(v, st, 3));
      expect(kq(text).toString()).toBe(Position.fromState(v, st).toString());
    }
  });
});

describe('king-and-queen: check and facing (§7)', () => {
  it('T9: the royals may not face each other on an open file', () => {
    expect(moveTexts(kq('w: Kd2; b: Ke7; turn: w'))).toEqual(['d2-d1']);
    expect(moveTexts(kq('w: Kd2 Pe4; b: Ke7; turn: w'))).toEqual(list('d2-d1 d2-e2 e4-e5'));
  });
  it('pins the last man between the royals to their file', () => {
    const p = kq('w: Ke1 Cd3 Be4 Pf3; b: Ke6 Pd5 Nf5 Cd7; hand: b:P; turn: w');
    expect(destNames(p, 'e4')).toEqual([]);
    expect(destNames(kq('w: Ke1 Pe4; b: Ke7; turn: w'), 'e4')).toEqual(['e5']);
  });
  it('detects a check by a cannon over one screen, and none without a screen or over two', () => {
    expect(kq('w: Ke1 Pe3; b: Kd7 Ce5').inCheck()).toBe(true);
    expect(kq('w: Ke1; b: Kd7 Ce5').inCheck()).toBe(false);
    expect(kq('w: Ke1 Pe3 Pe2; b: Kd7 Ce5').inCheck()).toBe(false);
    expect(kq('w: Kd2; b: Kf7 +Cb4').inCheck()).toBe(false);
    expect(kq('w: Kd2; b: Kf7 +Cb4 Pc3').inCheck()).toBe(true);
    expect(kq('w: Kd2 Pc3; b: Kf7 +Cb4').inCheck()).toBe(true);
    // The Queen may not step into a cannon's line behind a screen.
    expect(destNames(kq('w: Kd1 Pe3; b: Kd7 Ce5 Pd4'), 'd1')).toEqual(list('d2'));
  });
  it('detects a check by a horse only through an empty, existing leg', () => {
    expect(kq('w: Ke1; b: Kd7 Nd3').inCheck()).toBe(true);
    expect(kq('w: Ke1 Pd2; b: Kd7 Nd3').inCheck()).toBe(false);
    expect(kq('w: Kd1; b: Kf7 Nc3').inCheck()).toBe(false);
    expect(kq('w: Kd1; b: Kf7 +Nc3').inCheck()).toBe(true);
    // The Queen may step onto a square covered only by a blocked horse, or by one whose leg is a hole.
    expect(destNames(kq('w: Kd2 Pf3; b: Kf7 Nf4'), 'd2')).toEqual(list('d1 e2'));
    expect(destNames(kq('w: Kd2 Pa3; b: Kf7 Nf4'), 'd2')).toEqual(list('d1'));
    expect(destNames(kq('w: Ke1 Pd3; b: Kf7 Nc3'), 'e1')).toEqual(list('d1 e2'));
    expect(destNames(kq('w: Ke1 Pd3; b: Kf7 +Nc3'), 'e1')).toEqual([]);
  });
  it('agrees with the pawn, bishop and promoted men as attackers', () => {
    expect(kq('w: Kd2; b: Kf7 Pd3').inCheck()).toBe(true);
    expect(kq('w: Kd2; b: Kf7 Pd1').inCheck()).toBe(false);
    expect(kq('w: Kd2; b: Kf7 Bc3').inCheck()).toBe(true);
    expect(kq('w: Kd2; b: Kf7 +Ba5').inCheck()).toBe(true);
    expect(kq('w: Kd2; b: Kf7 +Pd5').inCheck()).toBe(true);
  });
  it('counts facing as check in a position given with the royals facing', () => {
    expect(kq('w: Ke1; b: Ke7').inCheck()).toBe(true);
  });
});

describe('king-and-queen: the end of the game (§8)', () => {
  it('T13: stalemate loses', () => {
    const p = kq('w: Kd1; b: Ke7 Nc4; turn: w');
    expect(p.inCheck()).toBe(false);
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.outcome()).toMatchObject({ status: 'stalemate', winner: 'b', score: { w: 0, b: 1 } });
    expect(kq('w: Kd1; b: Ke7 Nc4; turn: w; hand: w:P').outcome()).toBeUndefined();
  });
  it('loses with no move at all: frozen men and an empty hand', () => {
    const p = kq('w: Kd1 Pa5 Pd7; b: Ke7 Pd3 Pe2; turn: w');
    expect(p.legalMoves()).toHaveLength(0);
    expect(p.outcome()?.winner).toBe('b');
  });
  it('ends in checkmate when the side in check has no move or drop', () => {
    const p = kq(
      'w: Ke1 Bf1 Be2 Pa3 Pc3 +Ce3 Pg3 Ch3 Pi3 Ne4; b: Pa5 Cb5 Pc5 Pg5 Ch5 Pi5 Ke6 Nf6 Bd7 Bf7; turn: b; hand: w:PN b:PN; move: 5',
    );
    expect(p.inCheck()).toBe(true);
    expect(p.outcome()).toMatchObject({ status: 'checkmate', winner: 'w', reason: 'Blue checkmates Red' });
  });
});

describe('king-and-queen: the command line (docs/CONVENTIONS.md §6)', () => {
  const run = (...args: string[]) => runCli([args[0]!, '--variant', ID, ...args.slice(1)]);
  it('lists moves and destinations, counts perft and reports the status', () => {
    expect(run('moves').out!.split('\n')).toHaveLength(16);
    expect(run('dests', '--from', 'd2')).toEqual({ code: 0, out: 'f3 c4 e4' });
    expect(run('perft', '--depth', '3').out).toBe('3860');
    expect(run('status').out).toBe('ongoing - w to move');
    expect(run('status', '--position', 'w: Kd1; b: Ke7 Nc4; turn: w').out).toBe(
      'stalemate b Blue has no legal move and is not in check: stalemate loses',
    );
  });
  it('plays captures and drops and prints the position text', () => {
    expect(run('play', '--position', 'w: Kd1 Pe4; b: Kf7 Pe5; turn: w', 'e4xe5', 'f7-f6', 'P@e2')).toEqual({
      code: 0,
      out: 'w: Kd1 Pe2 +Pe5; b: Kf6; turn: b; move: 2; dropped: w',
    });
  });
  it.each([
    [['play', '--position', 'w: Kd1; b: Kf7', 'd1-d7'], 'move "d1-d7" is not legal in this position'],
    [['moves', '--position', 'w: Ka1'], 'bad position: w: cell "a1" does not exist on the king-and-queen board'],
    [['moves', '--position', 'w: Kd1; dropped: x'], 'bad position: dropped: "x" is not -, w, b or wb'],
  ])('exits 2 with one line for bad input %#', (args, message) => {
    expect(run(...args)).toEqual({ code: 2, error: message });
  });
});

/** A seeded random playout from the start (LCG; a capture is preferred one time in two): the fixtures' source. */
function playout(seed: number, plies: number, visit?: (p: Position) => void): Position {
  let state = seed >>> 0;
  const random = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  let p = kq();
  for (let i = 0; i < plies; i++) {
    visit?.(p);
    const moves = p.legalMoves();
    if (!moves.length) break;
    const captures = moves.filter((m) => m.capture >= 0);
    const pick =
      captures.length && random() < 0.5
        ? captures[Math.floor(random() * captures.length)]!
        : moves[Math.floor(random() * moves.length)]!;
    p = p.play(pick);
  }
  return p;
}

describe('king-and-queen: random playouts', () => {
  it('reproduce the fixture positions', () => {
    const unclocked = (p: Position) => p.toString().replace(/; clock: \d+/, '');
    const rows = perftRows.map((r) => r.position);
    expect(rows).toContain(unclocked(playout(11, 24)));
    expect(rows).toContain(unclocked(playout(17, 24)));
    expect(rows).toContain(unclocked(playout(21, 40)));
  });
  it('give the same legal moves and checks as the reference generator in every position', () => {
    expect(REFERENCES[ID]).toBeDefined();
    let checks = 0;
    for (let seed = 1; seed <= 8; seed++) {
      playout(seed, 100, (p) => {
        const s = kqParse(p.toString());
        expect(moveTexts(p), p.toString()).toEqual(
          kqMoves(s)
            .map((m) => m.text)
            .sort(),
        );
        expect(p.inCheck(), p.toString()).toBe(kqInCheck(s, s.turn));
        if (p.inCheck()) checks++;
      });
    }
    expect(checks).toBeGreaterThan(20);
  });
});

describe('king-and-queen: symmetry', () => {
  /** The image of a position under the left-right mirror, or under the rank-4 mirror with the sides swapped. */
  function image(p: Position, swap: boolean): string {
    const men: [string[], string[]] = [[], []];
    const side = (c: number) => (swap ? 1 - c : c);
    for (let cell = 0; cell < v.board.size; cell++) {
      const m = p.pieceAt(cell);
      if (!m) continue;
      const [x, y] = v.board.coords[cell]!;
      const to = swap ? v.board.at(x, 6 - y) : v.board.at(8 - x, y);
      men[side(m.side === 'w' ? 0 : 1)]!.push(`${v.kinds[m.kind]!.letter}${v.board.names[to]}`);
    }
    const hand = [0, 1].map(
      (c) => `${'wb'[side(c)]}:${v.kinds.map((k) => k.letter.repeat(p.inHand(c === 0 ? 'w' : 'b', k.index))).join('')}`,
    );
    const dropped =
      [...p.extra('dropped')!.replace('-', '')]
        .map((c) => 'wb'[side('wb'.indexOf(c))])
        .sort()
        .join('') || '-';
    return `w: ${men[0].join(' ')}; b: ${men[1].join(' ')}; turn: ${'wb'[side('wb'.indexOf(p.turn))]}; hand: ${hand.join(' ')}; dropped: ${dropped}`;
  }
  it.each(perftRows.map((r) => [r.name, r] as const))('mirrored positions have the same counts: %s', (_, row) => {
    const p = kq(row.position);
    for (const swap of [false, true]) {
      const q = kq(image(p, swap));
      expect([1, 2].map((d) => perftOf(q, d))).toEqual(row.counts.slice(0, 2));
    }
  });
});
