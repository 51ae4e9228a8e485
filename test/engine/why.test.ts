/**
 * "Why not?" (docs/CONVENTIONS.md §6): for every reason code, a case in every variant where it can arise, the cases of
 * issue 18, and the `why` command line.
 */
import { describe, expect, it } from 'vitest';
import { explainMove } from '@/engine';
import { allVariants } from '@/engine/variants/index';
import { runCli } from '@/engine/query/cli';
import { pos } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

type Case = readonly [variant: string, position: string | null, from: string, to: string, code: string, cells?: string];

const GLINSKI_LIKE = (id: string): Case[] => [
  [id, 'w: Kf1 Pe5; b: Kf11', 'e5', 'e7', 'first-move'],
  [id, null, 'c1', 'c5', 'blocked', 'c2'],
  [id, 'w: Kf1 Pe5; b: Kf11', 'e5', 'd5', 'capture-only'],
  [id, 'w: Kf1 Pe5; b: Kf11 Ne6', 'e5', 'e6', 'no-capture', 'e6'],
  [id, 'w: Ke1 Re3; b: Kf11 Re8', 'e3', 'd3', 'self-check', 'e8'],
];

const CASES: readonly Case[] = [
  ['glinski', null, 'd1', 'd4', 'shape'],
  ...GLINSKI_LIKE('glinski'),
  ['fullhouse', null, 'g3', 'g9', 'blocked', 'g4'],
  ...GLINSKI_LIKE('fullhouse'),
  ['peanut', null, 'a2', 'a3', 'shape'],
  ['peanut', 'w: Kb1 Be3; b: Kg10', 'e3', 'g7', 'off-board'],
  ['peanut', null, 'b1', 'b3', 'confined'],
  ['peanut', 'w: Kb1 Rb2 Pb3; b: Kg10', 'b2', 'b4', 'blocked', 'b3'],
  ['peanut', 'w: Kb1 Rb2; b: Kg10 Rb4', 'b2', 'a2', 'self-check', 'b4'],
  ['peanut', 'w: Kb1 Pe9; b: Kh10', 'e9', 'f10', 'rule'],
  ['lengthleaper', 'w: K1b1 T2b2; b: K9b6', '2b2', '5b5', 'shape'],
  ['lengthleaper', 'w: K1b1 P4b2; b: K9b6', '4b2', '6b2', 'first-move'],
  ['lengthleaper', 'w: K1b1 Q3b2 P4b2; b: K9b6', '3b2', '5b2', 'blocked', '4b2'],
  ['lengthleaper', 'w: K1b1 P4b2; b: K9b6', '4b2', '5a2', 'capture-only'],
  ['lengthleaper', 'w: K1b1 P4b2; b: K9b6 P5b2', '4b2', '5b2', 'no-capture', '5b2'],
  ['lengthleaper', 'w: K1b1 R2b1; b: K9b6 R5b1', '2b1', '2a1', 'self-check', '5b1'],
  ['lengthleaper-birds', 'w: K1b1 G1d1; b: K9b6', '1d1', '5d5', 'shape'],
  ['lengthleaper-birds', 'w: K1b1 P4b2; b: K9b6', '4b2', '6b2', 'first-move'],
  ['lengthleaper-birds', 'w: K1b1 M1d1; b: K9b6', '1d1', '1a1', 'blocked', '1b1'],
  ['lengthleaper-birds', 'w: K1b1 P4b2; b: K9b6', '4b2', '5a2', 'capture-only'],
  ['lengthleaper-birds', 'w: K1b1 P4b2; b: K9b6 P5b2', '4b2', '5b2', 'no-capture', '5b2'],
  ['lengthleaper-birds', 'w: K1b1 M1c1; b: K9b6 M1d1', '1c1', '3c2', 'self-check', '1d1'],
  ['king-and-queen', 'w: Ke1 Bd1; b: Ke7', 'd1', 'd3', 'shape'],
  ['king-and-queen', 'w: Ke1 +Bd1; b: Ke7', 'd1', 'b3', 'off-board'],
  ['king-and-queen', 'w: Kd2; b: Ke7', 'd2', 'd3', 'confined'],
  ['king-and-queen', 'w: Kd1 +Pa3 Pc3; b: Kf7', 'a3', 'e3', 'blocked', 'c3'],
  ['king-and-queen', 'w: Kd1 Nf2 Pf3; b: Ke7', 'f2', 'g4', 'leg', 'f3'],
  ['king-and-queen', 'w: Kd1 Nd2; b: Ke7', 'd2', 'b3', 'leg', ''],
  ['king-and-queen', null, 'b3', 'b5', 'screen'],
  ['king-and-queen', 'w: Kd1 Bd4; b: Kd7', 'd4', 'c5', 'self-check', 'd7'],
  ['king-and-queen', 'w: Ke1; b: Ke7; hand: w:P', 'P@', 'd4', 'confined'],
  ['king-and-queen', 'w: Ke1; b: Ke7 Pd1; hand: w:P', 'P@', 'd1', 'no-capture', 'd1'],
  ['king-and-queen', 'w: Ke1; b: Ke7; hand: w:P; dropped: w', 'P@', 'd1', 'rule'],
  ['king-and-queen', 'w: Ke1; b: Ke7', 'N@', 'd1', 'no-man'],
  ['panoply', 'w: Kj1 Si3; b: Kd13', 'i3', 'j5', 'shape'],
  ['panoply', 'w: Kj1 Si3 Pk3; b: Kd13 Pi6 Pf3', 'i3', 'i6', 'off-board', 'i2 i1'],
  ['panoply', 'w: Kj1 Si3 Pk3; b: Kd13 Pi6 Pf3', 'i3', 'f3', 'blocked', 'k3'],
  ['panoply', 'w: Kj1 Ri4; b: Kd13 Hi5', 'i4', 'h4', 'frozen', 'i5'],
  ['panoply', 'w: Kj1 Gg1; b: Kd13', 'g1', 'g3', 'screen', 'g2'],
  ['panoply', 'w: Kj1 Pi3; b: Kd13 Pi6', 'i3', 'i6', 'no-capture', 'i6'],
  ['panoply', 'w: Kj1 Rg4; b: Kd13 Xg6-h6', 'g4', 'g6', 'immune', 'g6 h6'],
  ['panoply', 'w: Kj1 Pi3; b: Kd13 Xi4-j4', 'i3', 'i4', 'immune', 'i4 j4'],
  ['panoply', 'w: Kj1 Xg4-h4; b: Kd13 Xe4-e5', 'g4', 'e4', 'immune', 'e4 e5'],
  ['panoply', 'w: Kj1 Xg4-h4 Pg5 Ph5; b: Kd13', 'g4', 'g6', 'blocked', 'g5'],
  ['panoply', 'w: Kj1 Xg4-h4; b: Kd13 Pg5', 'g4-h4', 'g5', 'no-capture', 'g5'],
  ['panoply', 'w: Kj1 Cg2; b: Kd13 Pg4', 'g2', 'g4', 'legal'],
  ['panoply', 'w: Kj1 Rj2; b: Kd13 Rj5', 'j2', 'i2', 'self-check', 'j5'],
  // Issue 32: a Pawn or a Catapult against a Barricade names the Barricade rule, never "blocked" on the man it
  // would capture; nothing between a Catapult and its landing cell matters.
  ['panoply', 'w: Kj1 Pe5; b: Km4 Xe6-f6', 'e5', 'e7', 'immune', 'e6 f6'],
  ['panoply', 'w: Kj1 Pe5; b: Km4 Xe6-f6', 'e5', 'e6', 'immune', 'e6 f6'],
  // Issue 47: the lesson's own diagram (panoply.mdx, the Pawn): landing on the far end of a Barricade lined up with the
  // jump names the Barricade rule, not "never the one where it lands"; a plain man there still answers no-capture.
  ['panoply', 'w: Kj1 Pe5 Ph5; b: Kd13 Xd6-c7 Pe6', 'e5', 'c7', 'immune', 'd6 c7'],
  ['panoply', 'w: Kj1 Pe5 Ph5; b: Kd13 Xd6-c7 Pe6', 'e5', 'd6', 'immune', 'd6 c7'],
  ['panoply', 'w: Kj1 Pi3; b: Kd13 Pi4 Pi5', 'i3', 'i5', 'no-capture', 'i5'],
  ['panoply', 'w: Km7 Rc8 Rh2 Cj1; b: Ka13 Xi2-h3', 'j1', 'h3', 'immune', 'i2 h3'],
  ['panoply', 'w: Km7 Rc8 Rh2 Cj1; b: Ka13 Xi2-h3', 'j1', 'i2', 'immune', 'i2 h3'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Xh3-g4', 'j1', 'f5', 'legal'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Xh3-g4', 'j1', 'g4', 'legal'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Xh3-g4', 'j1', 'h3', 'legal'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Xh3-g4 Pf5', 'j1', 'g4', 'blocked', 'f5'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Ph3', 'j1', 'f5', 'legal'],
  ['panoply', 'w: Km7 Cj1; b: Ka13 Ph3', 'j1', 'g4', 'blocked', 'h3'],
  ['panoply', 'w: Km7 Si3; b: Ka13 Pi5', 'i3', 'i6', 'blocked', 'i5'],
  // A man that never captures says so; a Barricade coming back to its cells names the rule; a short range names it.
  ['panoply', 'w: Kj1 Hj3; b: Kd13 Pj4 Rj6', 'j3', 'j4', 'no-capture', 'j4'],
  ['panoply', 'w: Kj1 Hj3; b: Kd13 Pj4 Rj6', 'j3', 'j6', 'no-capture', 'j6'],
  ['panoply', 'w: Kj1 Hj3; b: Kd13 Pj4 Rj6', 'j3', 'j5', 'blocked', 'j4'],
  ['panoply', 'w: Kj1 Hj3; b: Kd13 Hj4 Rj6', 'j3', 'j6', 'frozen', 'j4'],
  ['panoply', 'w: Kj1 Xh5-i5; b: Kd13', 'h5-i5', 'h5-i5', 'rule'],
  ['panoply', 'w: Kj1 Xh5-i5; b: Kd13 Pj5', 'h5-i5', 'h5-i5', 'legal'],
  ['peanut', 'w: Kb1 Rd3 Bc2; b: Kg9', 'd3', 'd8', 'shape'],
  ['peanut', 'w: Kb1 Rd3 Bc2; b: Kg9', 'c2', 'f8', 'shape'],
];

describe('every reason code, in every variant where it can arise', () => {
  it.each(CASES.map((c) => [...c]))('%s %s: %s to %s is %s', (...c) => {
    const [id, text, from, to, code, cells] = c as unknown as Case;
    const e = explainMove(pos(id, text ?? undefined), from, to);
    expect(e.code, e.reason).toBe(code);
    expect(e.legal).toBe(code === 'legal');
    expect(e.reason.length).toBeGreaterThan(10);
    if (cells !== undefined) expect(e.cells.join(' ')).toBe(cells);
  });

  it.each(Object.keys(VARIANTS))('%s: no-cell, no-man, not-turn and own-man', (id) => {
    const p = pos(id);
    const v = p.variant;
    const mine: string[] = [];
    const theirs: string[] = [];
    let empty = '';
    for (let c = 0; c < v.board.size; c++) {
      const man = p.pieceAt(c);
      if (!man) empty ||= v.board.names[c]!;
      else (man.side === p.turn ? mine : theirs).push(v.board.names[c]!);
    }
    expect(explainMove(p, mine[0]!, 'zz99').code).toBe('no-cell');
    expect(explainMove(p, 'zz99', mine[0]!).code).toBe('no-cell');
    expect(explainMove(p, empty, mine[0]!)).toMatchObject({ code: 'no-man', cells: [empty] });
    expect(explainMove(p, theirs[0]!, empty).code).toBe('not-turn');
    const own = mine.find((c) => c !== mine[0] && p.otherCell(v.board.index(c)) !== v.board.index(mine[0]!))!;
    expect(explainMove(p, mine[0]!, own)).toMatchObject({ code: 'own-man', cells: [own] });
  });
});

describe('the sentences name what the rule names', () => {
  it("a leaper's lengths: the Twoleaper leaps 2, and 5b5 lies at 3 from 2b2", () => {
    const e = explainMove(pos('lengthleaper', 'w: K1b1 T2b2; b: K9b6'), '2b2', '5b5');
    expect(e.reason).toBe(
      'The white twoleaper on 2b2 leaps only a length of 2 (length² 4); 5b5 is at a length of 3 (length² 9).',
    );
    expect(explainMove(pos('lengthleaper', 'w: K1b1 S2b2; b: K9b6'), '2b2', '2b3').reason).toContain('√7');
  });
  it("the Skirmisher's retreat: off the board, or blocked by the Pawn on k3 (issue 18)", () => {
    const p = pos('panoply', 'w: Kj1 Si3 Pk3; b: Kd13 Pi6 Pf3');
    expect(explainMove(p, 'i3', 'i6').reason).toBe(
      'The white skirmisher on i3 captures by withdrawal: it must move 3 cells straight away from i6, and the board ends after i1.',
    );
    expect(explainMove(p, 'i3', 'f3').reason).toBe(
      'The white skirmisher on i3 captures by withdrawal: it must move 3 cells straight away from f3, to l3, and the white pawn on k3 is in the way.',
    );
  });
  it('a frozen man names the Herald; a Barricade names its line and the end that can be taken', () => {
    expect(explainMove(pos('panoply', 'w: Kj1 Ri4; b: Kd13 Hi5'), 'i4', 'h4').reason).toBe(
      'The white rider on i4 cannot move: the black herald on i5 freezes it.',
    );
    expect(explainMove(pos('panoply', 'w: Kj1 Rg4; b: Kd13 Xg6-h6'), 'g4', 'g6').reason).toBe(
      'The black barricade on g6–h6 is captured only along its own line, through its nearer end: g6 can be taken only by a capture coming along that line from f6.',
    );
  });
  it('a Pawn or a Catapult against a Barricade names the Barricade rule (issue 32)', () => {
    expect(explainMove(pos('panoply', 'w: Kj1 Pe5; b: Km4 Xe6-f6'), 'e5', 'e7').reason).toBe(
      'A Pawn never captures a Barricade.',
    );
    expect(explainMove(pos('panoply', 'w: Km7 Rc8 Rh2 Cj1; b: Ka13 Xi2-h3'), 'j1', 'h3').reason).toBe(
      'The white catapult on j1 would leap over i2, the nearer end of the black barricade on i2–h3, and land on h3, its other end: a Catapult right next to a Barricade can never capture it.',
    );
  });
  it("the Herald never captures; the Barricade's way back; the short rook's and bishop's range (issue 32)", () => {
    const h = pos('panoply', 'w: Kj1 Hj3; b: Kd13 Pj4 Rj6');
    expect(explainMove(h, 'j3', 'j6').reason).toBe(
      'The white herald on j3 cannot go to j6: it never captures (it only freezes the enemy men next to it), and the black rider stands there.',
    );
    expect(explainMove(pos('panoply', 'w: Kj1 Xh5-i5; b: Kd13'), 'h5-i5', 'h5-i5').reason).toBe(
      'The white barricade on h5–i5 may not end its move on the cells it started from: two steps may lead straight back only when the first one captured.',
    );
    const p = pos('peanut', 'w: Kb1 Rd3 Bc2; b: Kg9');
    expect(explainMove(p, 'd3', 'd8').reason).toBe(
      'The white rook on d3 goes at most 4 steps along one of its lines; d8 is 5 steps away along that line.',
    );
    expect(explainMove(p, 'c2', 'f8').reason).toBe(
      'The white bishop on c2 goes at most 2 steps along one of its lines; f8 is 3 steps away along that line.',
    );
    for (const [from, to] of [
      ['d3', 'd8'],
      ['c2', 'f8'],
    ])
      expect(explainMove(p, from!, to!).reason).not.toMatch(/does not move that way|break a rule of the game/);
  });
  it('a confined man names its zone; the facing rule names the other royal', () => {
    expect(explainMove(pos('king-and-queen', 'w: Kd2; b: Ke7'), 'd2', 'd3').reason).toBe(
      'The blue Queen on d2 may never leave its castle; d3 is outside it.',
    );
    expect(explainMove(pos('king-and-queen', 'w: Kd1 Bd4; b: Kd7'), 'd4', 'c5').reason).toContain(
      'the Queen would face the red King on d7',
    );
  });
  it('a legal move, and a capture asked by the captured man (withdrawal, leap), are legal', () => {
    expect(explainMove(pos('glinski'), 'e4', 'e5')).toMatchObject({ legal: true, code: 'legal', cells: [] });
    expect(explainMove(pos('panoply', 'w: Kj1 Si3; b: Kd13 Pi5'), 'i3', 'i5').code).toBe('legal');
    expect(explainMove(pos('panoply', 'w: Kj1 Si3; b: Kd13 Pi5'), 'i3', 'i1').code).toBe('legal');
  });
});

describe('npm run engine -- why', () => {
  it('prints the three lines of docs/CONVENTIONS.md §6', () => {
    const r = runCli([
      'why',
      '--variant',
      'lengthleaper',
      '--position',
      'w: K1b1 T2b2; b: K9b6',
      '--from',
      '2b2',
      '--to',
      '5b5',
    ]);
    expect(r.code).toBe(0);
    expect(r.out!.split('\n')).toEqual([
      'illegal shape',
      'The white twoleaper on 2b2 leaps only a length of 2 (length² 4); 5b5 is at a length of 3 (length² 9).',
      '',
      '',
    ]);
    const b = runCli(['why', '--variant', 'glinski', '--from', 'c1', '--to', 'c5']);
    expect(b.out).toBe('illegal blocked\nThe white rook on c1 is blocked on c2.\nc2\n');
    const x = runCli([
      'why',
      '--variant',
      'panoply',
      '--position',
      'w: Kj1 Pe5; b: Km4 Xe6-f6',
      '--from',
      'e5',
      '--to',
      'e7',
    ]);
    expect(x.out).toBe('illegal immune\nA Pawn never captures a Barricade.\ne6 f6\n');
    expect(runCli(['why', '--variant', 'glinski', '--from', 'e4', '--to', 'e5']).out).toBe(
      'legal\nThat move is legal.\n\n',
    );
  });
  it('exits 2 with one line on bad input', () => {
    for (const argv of [
      ['why', '--variant', 'glinski', '--from', 'e1'],
      ['why', '--variant', 'glinski', '--from', 'e1', '--to', 'z9'],
      ['why', '--variant', 'nope', '--from', 'e1', '--to', 'e2'],
      ['why', '--variant', 'glinski', '--position', 'w: Kz99', '--from', 'e1', '--to', 'e2'],
    ]) {
      const r = runCli(argv);
      expect(r.code).toBe(2);
      expect(r.error).toMatch(/^[^\n]+$/);
    }
  });
});
