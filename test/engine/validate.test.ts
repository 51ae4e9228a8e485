/**
 * validatePosition: what is wrong with a position, per variant, each message with its level and the cells it
 * marks; and parseSetup / printSetup, the editor's plain-data form of position text.
 *
 * Over 300 lines: a case per problem the editor names, in every variant that has it.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '@/engine/query/cli';
import { allVariants } from '@/engine/variants/index';
import {
  inspectSetup,
  partnerCells,
  epCells,
  Position,
  parseSetup,
  setupOptions,
  validatePosition,
  VARIANT_IDS,
  printSetup,
  emptySetup,
  type Result,
  type SetupProblem,
} from '@/engine';
import { variant } from './helpers';

/** Every variant, compiled (engine/variants/index.ts). */
const VARIANTS = allVariants();

/** The problems of a position as `level code: message [cells]` lines. */
const problems = (id: string, text: string) => validatePosition(variant(id), text);
const one = (id: string, text: string): SetupProblem => {
  const ps = problems(id, text);
  expect(ps, ps.map((p) => p.message).join('\n')).toHaveLength(1);
  return ps[0]!;
};

describe('validatePosition: every start position and every perft fixture is fine', () => {
  it.each(VARIANT_IDS)('%s: the start position has no problem', (id) => {
    expect(problems(id, Position.start(variant(id)).toString())).toEqual([]);
  });
  it('agrees with Position.parse: a problem is "refused" exactly when the engine refuses the text', async () => {
    const texts: [string, string][] = [];
    for (const id of VARIANT_IDS) {
      const file = id === 'lengthleaper-birds' ? 'lengthleaper-birds' : id;
      const { perftRows } = (await import(`../fixtures/${file}.ts`)) as { perftRows: readonly { position: string }[] };
      for (const row of perftRows) texts.push([id, row.position]);
    }
    // And some broken ones: a second king, a taken cell, a bad ep, a bad field.
    texts.push(
      ['glinski', 'w: Kg1 Kg2; b: Kg10'],
      ['glinski', 'w: Kg1 Qg1; b: Kg10'],
      ['glinski', 'w: Kg1; b: Kg10; ep: e5'],
      ['peanut', 'w: Kd4; b: Kg10'],
    );
    for (const [id, text] of texts) {
      const refused = problems(id, text).some((p) => p.level === 'refused');
      expect(refused, `${id}: ${text}`).toBe(!Position.parse(variant(id), text).ok);
    }
  });
});

describe('validatePosition: the generic rules, on Gliński', () => {
  it('a second king is refused, with both kings marked', () => {
    expect(one('glinski', 'w: Kg1 Ke2; b: Kg10')).toEqual({
      level: 'refused',
      code: 'two-royals',
      message: 'White has a second royal man, the king on e2 (the first is on g1); a side has exactly one.',
      cells: ['g1', 'e2'],
    });
  });
  it('no king is illegal', () => {
    expect(one('glinski', 'w: Qe1; b: Kg10')).toMatchObject({
      level: 'illegal',
      code: 'no-royal',
      message: 'White has no king: each side needs exactly one.',
    });
  });
  it('a pawn on its last rank must already have promoted', () => {
    expect(one('glinski', 'w: Kg1 Pf11; b: Kg10')).toEqual({
      level: 'illegal',
      code: 'pawn-zone',
      message: 'The White pawn on f11 stands where it must already have promoted.',
      cells: ['f11'],
    });
    expect(one('glinski', 'w: Kg1; b: Kg10 Pf1')).toMatchObject({ code: 'pawn-zone', cells: ['f1'] });
  });
  it('the side not to move in check is refused, with the king and the checker marked', () => {
    expect(one('glinski', 'w: Kg1 Qg5; b: Kg10')).toEqual({
      level: 'refused',
      code: 'check',
      message: "Black is in check (the king on g10 is attacked by the queen on g5), but it is White's turn.",
      cells: ['g10', 'g5'],
    });
    expect(problems('glinski', 'w: Kg1 Qg5; b: Kg10; turn: b')).toEqual([]); // Black to move: an ordinary check
  });
  it('the parser, the command line and links refuse the side not to move in check (issue 18)', () => {
    const v = VARIANTS.fullhouse!;
    const r = Position.parse(v, 'w: Kf1; b: Kf11 Rf5; turn: b');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toBe(
      "White is in check (the king on f1 is attacked by the rook on f5), but it is Black's turn: no game reaches this position",
    );
    const cli = runCli(['moves', '--variant', 'fullhouse', '--position', 'w: Kf1; b: Kf11 Rf5; turn: b']);
    expect(cli.code).toBe(2);
    expect(cli.error).toMatch(/^bad position: White is in check/);
    expect(Position.parse(v, 'w: Kf1; b: Kf11 Rf5; turn: w').ok).toBe(true); // White to move: an ordinary check
  });
  it('too many pawns, and more promoted men than missing pawns, are unreachable', () => {
    expect(one('glinski', 'w: Kg1 Pa1 Pb1 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; b: Kg10')).toMatchObject({
      level: 'unreachable',
      code: 'too-many',
      message: 'White has 10 pawns; a side starts with 9 and never gains more.',
    });
    expect(problems('glinski', 'w: Kg1 Qa1 Qb2 Qc3 Pc2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; b: Kg10; turn: b')).toContainEqual({
      cells: [],
      code: 'too-many',
      level: 'unreachable',
      message: 'White has 2 more men than it starts with (2 queens), but only 1 pawn could have promoted.',
    });
    expect(
      problems('glinski', 'w: Kg1 Qa1 Qb2 Pd3 Pe4 Pf5 Pg4 Ph3 Pi2 Pk1; b: Kg10; turn: b').filter(
        (p) => p.code === 'too-many',
      ),
    ).toEqual([]); // two pawns gone: fine
  });
  it('men in hand where the variant has no hands are illegal', () => {
    expect(one('glinski', 'w: Kg1; b: Kg10; hand: w:Q')).toMatchObject({
      level: 'illegal',
      code: 'hand',
      message: "White holds men in hand (Q), but Gliński's Hexagonal Chess has no hands.",
    });
  });
  it('a cell taken twice and a bad en-passant cell are refused; bad text is a syntax problem', () => {
    expect(problems('glinski', 'w: Kg1 Qg1; b: Kg10')[0]).toEqual({
      level: 'refused',
      code: 'occupied',
      message: 'Two men are placed on g1.',
      cells: ['g1'],
    });
    expect(one('glinski', 'w: Kg1 Pe5; b: Kg10; ep: e4')).toEqual({
      level: 'refused',
      code: 'ep',
      message: "The en-passant cell e4 was not skipped by a Black pawn's double step.",
      cells: ['e4'],
    });
    expect(problems('glinski', 'w: Kg1 Pe5; b: Kg10; ep: e4; turn: b')).toEqual([]);
    expect(one('glinski', 'w: Kg1 zz')).toEqual({
      level: 'refused',
      code: 'syntax',
      message: 'w: "zz" is not a man (letter then cell, e.g. Kg1)',
      cells: [],
    });
  });
});

describe('validatePosition: Full House and Lengthleaper', () => {
  it('Full House: a pawn on the far edge, and a new piece beyond the missing pawns', () => {
    expect(one('fullhouse', 'w: Kf1 Pf11; b: Kf10')).toMatchObject({ code: 'pawn-zone', cells: ['f11'] });
    const ps = problems('fullhouse', `${Position.start(variant('fullhouse')).toString().replace('Sg3', 'Sg3 Sa1')}`);
    expect(ps.map((p) => p.message)).toEqual([
      'White has 1 more man than it starts with (1 sailor), but only 0 pawns could have promoted.',
    ]);
  });
  it('Lengthleaper: a second Queen cannot come from a pawn', () => {
    expect(one('lengthleaper', 'w: K1b1 Q1b2 Q2b2; b: K9b5')).toEqual({
      level: 'unreachable',
      code: 'too-many',
      message: 'White has 2 queens; a side starts with 1, and no pawn can promote to one.',
      cells: ['1b2', '2b2'],
    });
  });
});

describe('validatePosition: Peanut (castle, last rank, pool)', () => {
  it('the hook rules are refused, every one reported with its cell', () => {
    const ps = problems('peanut', 'w: Kd4; b: Kg10 Pb1; hand: b:P');
    expect(ps.map((p) => [p.level, p.code, p.cells.join(' ')])).toEqual([
      ['refused', 'pawn-zone', 'b1'],
      ['refused', 'confined', 'd4'],
      ['refused', 'hand', ''],
    ]);
    expect(ps[1]!.message).toBe('w: "Kd4": a king must stand in its castle');
  });
  it('a pool and board holding more rooks than a side has is unreachable', () => {
    expect(one('peanut', 'w: Kb1 Ra1 Rc1; b: Kg10; hand: w:R')).toMatchObject({
      level: 'unreachable',
      message: 'White has 2 on the board and 1 in the pool: 3 rooks, but a side has only 2.',
      cells: ['a1', 'c1'],
    });
  });
});

describe('validatePosition: Panoply (King, Barricades, last rank)', () => {
  it('no King, a Barricade on cells that do not touch, a third Barricade, a Pawn on its last rank: refused', () => {
    expect(one('panoply', 'w: Xf2-g2; b: Kd13')).toMatchObject({
      level: 'refused',
      code: 'no-royal',
      message: 'w: a side needs exactly one King (K)',
    });
    expect(one('panoply', 'w: Kj1 Xf2-h2; b: Kd13')).toEqual({
      level: 'refused',
      code: 'two-cells',
      message: 'The White barricade on f2 and h2: its two cells must be next to each other.',
      cells: ['f2', 'h2'],
    });
    expect(one('panoply', 'w: Kj1 Xf2-g2 Xl2-m2 Xe5-e6; b: Kd13')).toMatchObject({
      level: 'refused',
      code: 'too-many',
      message: 'w: a side has at most two Barricades',
    });
    expect(one('panoply', 'w: Kj1; b: Kd13 Pk1')).toMatchObject({ level: 'refused', code: 'pawn-zone', cells: ['k1'] });
  });
});

describe('validatePosition: King and Queen (castles, facing, hands, conservation)', () => {
  it('a royal outside its castle is illegal', () => {
    expect(one('king-and-queen', 'w: Kb3; b: Ke7')).toEqual({
      level: 'illegal',
      code: 'confined',
      message: 'The Blue Queen on b3 stands outside its castle, which it may never leave.',
      cells: ['b3'],
    });
  });
  it('royals facing each other is illegal, whoever is to move', () => {
    for (const turn of ['w', 'b'])
      expect(one('king-and-queen', `w: Ke1; b: Ke7; turn: ${turn}`)).toMatchObject({
        level: 'illegal',
        code: 'facing',
        message:
          'The Queen on e1 and the King on e7 face each other with nothing between them, which no move may leave.',
      });
  });
  it('a promoted man or a royal in hand is illegal; a promoted royal is a second royal', () => {
    expect(problems('king-and-queen', 'w: Ke1 Pe3; b: Ke7; hand: w:+P b:K').map((p) => p.message)).toEqual([
      'Blue holds a Valkyrie (+P) in hand; men in hand are always unpromoted, and never royal.',
      'Red holds a King (K) in hand; men in hand are always unpromoted, and never royal.',
    ]);
    expect(one('king-and-queen', 'w: Ke1 +Ke2; b: Ke7')).toMatchObject({ level: 'refused', code: 'two-royals' });
  });
  it('men change sides but are never made: eleven pawns on the board and in hand are unreachable', () => {
    expect(one('king-and-queen', 'w: Ke1 Pa3 Pb3 Pc3 Pd3 Pe3 Pf3 Pg3 Ph3 Pi3; b: Ke7; hand: b:PP')).toMatchObject({
      level: 'unreachable',
      message:
        'There are 11 pawns (Amazons and Soldiers) on the board and in hand, promoted or not; the game has only 10.',
    });
    expect(problems('king-and-queen', 'w: Ke1 +Pa3 Pb3 Pc3 Pd3 Pe3 Pf3 Pg3 Ph3; b: Ke7 Ne6; hand: b:P')).toEqual([]);
  });
});

/** The value of an answer that must succeed. */
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('parseSetup and printSetup', () => {
  it.each(VARIANT_IDS)('%s: write(read(text)) prints what the engine prints', (id) => {
    const start = Position.start(variant(id)).toString();
    const s = parseSetup(id, start);
    expect(s.ok).toBe(true);
    if (s.ok)
      expect(printSetup(id, { ...s.value, men: [...s.value.men].reverse() })).toEqual({ ok: true, value: start });
  });
  it('keeps what the rules forbid (the editor shows it) and prints the fields in order', () => {
    const s = parseSetup('king-and-queen', 'dropped: b; hand: b:P w:N; turn: b; w: Ke2 Ke1; b: Ke7; move: 3');
    expect(s.ok && value(printSetup('king-and-queen', s.value))).toBe(
      'w: Ke1 Ke2; b: Ke7; turn: b; hand: w:N b:P; move: 3; dropped: b',
    );
  });
  it('names a two-cell man by its first cell in board order', () => {
    const s = parseSetup('panoply', 'w: Kj1 Xg2-f2; b: Kd13');
    expect(s.ok && value(printSetup('panoply', s.value))).toBe('w: Kj1 Xf2-g2; b: Kd13');
  });
  it('emptySetup: no men, White to move, the variant keys at their defaults', () => {
    expect(value(emptySetup('king-and-queen'))).toMatchObject({ men: [], turn: 'w', extra: { dropped: '-' } });
  });
});

describe('the editor queries', () => {
  it('setupOptions: palettes from the piece tables, hands, pools, en passant, variant keys', () => {
    const kq = value(setupOptions('king-and-queen'));
    expect(kq.palette.map((p) => p.letter)).toEqual(['K', 'P', 'B', 'N', 'C', '+K', '+P', '+B', '+N', '+C']);
    expect(kq).toMatchObject({
      handName: 'hand',
      handLetters: ['P', 'B', 'N', 'C'],
      enPassant: false,
      extraKeys: [{ key: 'dropped', default: '-', values: ['-', 'w', 'b', 'wb'] }],
    });
    expect(value(setupOptions('peanut'))).toMatchObject({
      handName: 'pool',
      handLetters: ['R', 'B', 'N'],
      enPassant: false,
    });
    expect(value(setupOptions('glinski'))).toMatchObject({ handLetters: [], enPassant: true });
    expect(value(setupOptions('panoply')).palette.find((p) => p.letter === 'X')).toMatchObject({
      cells: 2,
      kind: 'barricade',
    });
  });
  it('every setup query answers an unknown variant id with an error', () => {
    const s = value(emptySetup('glinski'));
    for (const r of [
      parseSetup('nope', 'w: Kg1'),
      printSetup('nope', s),
      emptySetup('nope'),
      setupOptions('nope'),
      epCells('nope', s),
      partnerCells('nope', 'X', 'f2'),
      inspectSetup('nope', s),
    ])
      expect(r.ok).toBe(false);
  });
  it('inspectSetup draws a position the engine refuses, without moves', () => {
    const r = inspectSetup('panoply', 'w: Kj1 Xf2-h2; b: Kd13 Kd12');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.view.pieces.map((p) => p.cell)).toEqual(['j1', 'f2', 'h2', 'd12', 'd13']);
    expect(r.value.view.moves.size).toBe(0);
    expect(r.value.problems.map((p) => p.code)).toEqual(['two-cells', 'two-royals']);
    expect(inspectSetup('panoply', 'w: Kz1').ok).toBe(false);
  });
  it('epCells lists the cells a pawn of the side not to move has just skipped', () => {
    const s = parseSetup('glinski', 'w: Kg1 Pe5; b: Kg10 Pd7; turn: b');
    expect(s.ok && value(epCells('glinski', s.value))).toEqual(['e4']);
  });
  it('partnerCells: the cells next to a Barricade half (four at the edge, six inside)', () => {
    expect(value(partnerCells('panoply', 'X', 'f2')).sort()).toEqual(['e3', 'f3', 'g1', 'g2']);
    expect(value(partnerCells('panoply', 'X', 'g5'))).toHaveLength(6);
    expect(value(partnerCells('panoply', 'K', 'f2'))).toEqual([]);
  });
});
