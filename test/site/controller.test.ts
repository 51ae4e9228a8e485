/**
 * The board controller (components/board/core/controller.ts) alone, without a browser:
 * - every legal move is enterable by hand (docs/CONVENTIONS.md §7.1): over random positions of every variant and
 *   every stored puzzle (Barricade steps, captures and retreats, drops, promotions, Peanut's capture without moving),
 *   for every man of the side to move and every man in hand, the destinations of the board model name exactly the
 *   engine's legal moves, each once, and each is played through actions alone (select, activate, choose) to the
 *   engine's position;
 * - the flows of each kind of page: touch preview, explanations, the chooser, undo and redo, sandboxes, free play.
 *
 * Over 300 lines: every legal move entered by hand over random positions and puzzles, then the flow of each kind of
 * page, against one controller.
 */
import { describe, expect, test } from 'vitest';
import { Game, parsePosition, seededRandom, VARIANT_IDS, type Position } from '@/engine';
import {
  hasBothRoyals,
  initialState,
  reduce,
  type BoardAction,
  type BoardState,
} from '@/components/board/core/controller';
import { boardModel } from '@/components/board/core/model';
import { PUZZLES } from '@/content/puzzles/index';

const start = (id: string, text?: string): Position => {
  const r = parsePosition(id, text);
  if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
  return r.value;
};
const run = (s: BoardState, ...actions: BoardAction[]): BoardState => actions.reduce(reduce, s);
const act = (cell: string, input?: 'touch' | 'key' | 'pointer'): BoardAction => ({
  type: 'activate',
  cell,
  ...(input ? { input } : {}),
});

/** Positions from a seeded random game of `id`: every `every` plies, `count` of them. */
function randomPositions(id: string, seed: number, count: number, every: number): Position[] {
  const random = seededRandom(seed);
  const out: Position[] = [];
  let p = start(id);
  for (let ply = 0; out.length < count && ply < count * every; ply++) {
    if (ply % every === 0) out.push(p);
    const moves = p.legalMoves();
    if (!moves.length || p.outcome()) break;
    p = p.play(moves[Math.floor(random() * moves.length)]!);
  }
  return out;
}

/** The keys of the side to move's men that have moves: their cells (a two-cell man once) and `@L` for men in hand. */
function movers(s: BoardState): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const p of s.view.pieces) {
    if (p.color !== s.view.turn || seen.has(p.cell) || !s.view.moves.get(p.cell)?.length) continue;
    seen.add(p.cell);
    if (p.other) seen.add(p.other);
    keys.push(p.cell);
  }
  for (const k of s.view.moves.keys()) if (k.startsWith('@')) keys.push(k);
  return keys;
}

/** Checks §7.1 for one position; returns how many moves were played through actions. */
function checkEnterable(pos: Position, label: string): number {
  return enteredTexts(pos, label).length;
}

/** Checks §7.1 for one position; returns the moves played through actions. */
function enteredTexts(pos: Position, label = pos.toString()): string[] {
  const s0 = initialState(pos);
  const legal = new Map(pos.legalMoves().map((m) => [pos.printMove(m), m] as const));
  const named: string[] = [];
  const played: string[] = [];
  for (const key of movers(s0)) {
    const s1 = run(s0, key.startsWith('@') ? { type: 'select', cell: key } : act(key));
    expect(s1.selected, `${label}: ${key} is selected`).toBe(key);
    const model = boardModel(s1.view, { selected: key });
    const fromMan = [...model.targets.values()].flat().map((m) => m.text);
    // Every move of this man is named once, under one destination.
    expect(new Set(fromMan).size, `${label}: ${key}'s moves are named once each`).toBe(fromMan.length);
    expect([...fromMan].sort(), `${label}: ${key}'s destinations name its legal moves`).toEqual(
      [...(s0.view.moves.get(key) ?? [])].map((m) => m.text).sort(),
    );
    named.push(...fromMan);
    for (const [cell, moves] of model.targets) {
      const s2 = run(s1, act(cell));
      for (const mv of moves) {
        const s3 = moves.length === 1 ? s2 : run(s2, { type: 'choose', text: mv.text });
        if (moves.length > 1)
          expect(
            s2.choice?.moves.map((m) => m.text),
            `${label}: the chooser on ${cell}`,
          ).toContain(mv.text);
        const expected = pos.play(legal.get(mv.text)!).toString();
        expect(s3.game.position.toString(), `${label}: ${mv.text} entered as ${key} then ${cell}`).toBe(expected);
        expect(s3.game.moveTexts(), `${label}: ${mv.text} is the move played`).toEqual([mv.text]);
        played.push(mv.text);
      }
    }
  }
  expect([...named].sort(), `${label}: all legal moves are enterable`).toEqual([...legal.keys()].sort());
  return played;
}

describe('every legal move can be entered by hand (docs/CONVENTIONS.md §7.1)', () => {
  for (const id of VARIANT_IDS)
    test(`${id}: random positions`, () => {
      let played = 0;
      const positions = randomPositions(id, 7 + id.length, 4, 9);
      for (const [i, p] of positions.entries()) played += checkEnterable(p, `${id} position ${i}`);
      expect(played).toBeGreaterThan(40);
    });

  test('every stored puzzle position (Barricade steps, captures and retreats, drops, promotions, captures without moving)', () => {
    let played = 0;
    for (const pz of PUZZLES) played += checkEnterable(start(pz.variant, pz.position), pz.id);
    expect(played).toBeGreaterThan(1000);
  });

  test('special moves: a King and Queen drop, a Peanut promotion to a captured man, Peanut’s capture without moving', () => {
    // Drops come from the hand buttons (`@L`), promotions offer a choice on the last rank.
    expect(
      enteredTexts(start('king-and-queen', 'w: Kd1 Ce1 Pg3 Pc4; b: Ca4 Nh4 Pa5 Ke7 Pf7; hand: w:P')).some((t) =>
        t.includes('@'),
      ),
    ).toBe(true);
    expect(enteredTexts(start('peanut', 'w: Kb1 Pe9; b: Kg10; hand: w:RN')).filter((t) => t.includes('=')).length).toBe(
      2,
    );
    expect(enteredTexts(start('peanut', 'w: Kc3 Pb4; b: Kh10 Nd4 Rh8')).some((t) => t.includes('!'))).toBe(true);
  });
});

describe('the Barricade: every move, however many steps', () => {
  const pz = 'w: Kg2 Xf5-g5; b: Ce5 Rg9 Ka13';
  test('a capture and retreat is entered from the captured cell (puzzle "Take and come back")', () => {
    // Only the retreat is legal here (the one-step capture leaves the King to the Rider on g9): one click plays it.
    const s = run(initialState(start('panoply', pz)), act('g5'));
    expect(
      boardModel(s.view, { selected: 'g5' })
        .targets.get('e5')
        ?.map((m) => m.text),
    ).toEqual(['f5-g5xe5-f5>f5-g5']);
    const done = run(s, act('e5'));
    expect(done.game.moveTexts()).toEqual(['f5-g5xe5-f5>f5-g5']);
    expect(done.message).toBe('White barricade f5-g5 to e5-f5 taking the black catapult on e5, then back to f5-g5.');
  });

  test('a step that may go on offers the step alone first, then each second step', () => {
    const s = run(initialState(start('panoply', pz)), act('f5'), act('g4'));
    const texts = s.choice!.moves.map((m) => m.text);
    expect(texts.slice(0, 2).sort()).toEqual(['f5-g5>g4-f5', 'f5-g5>g4-g5']);
    expect(texts).toContain('f5-g5>g4-g5>g5-g6');
    const done = run(s, { type: 'choose', text: 'f5-g5>g4-g5>g5-g6' });
    const after = start('panoply', pz).playText('f5-g5>g4-g5>g5-g6');
    expect(after.ok && done.game.position.toString()).toBe(after.ok && after.value.toString());
    expect(done.message).toMatch(/to g4-g5, then to g5-g6\.$/);
  });

  test('clicking either of its own cells clears the selection; neither is ever a destination', () => {
    const s = run(initialState(start('panoply', pz)), act('f5'));
    const model = boardModel(s.view, { selected: 'f5' });
    expect(model.targets.has('f5') || model.targets.has('g5')).toBe(false);
    expect(run(s, act('g5')).selected).toBeUndefined();
  });
});

describe('touch: a first tap previews, a second tap plays', () => {
  test('a tap on a destination shows the move and its path; a second tap plays it; a tap elsewhere explains', () => {
    const s0 = initialState(start('glinski', 'w: Kg1 Rf5; b: Kg10 Pf8; turn: w'));
    const s1 = run(s0, act('f5', 'touch'), act('f8', 'touch'));
    expect(s1.preview).toBe('f8');
    expect(s1.game.moves.length).toBe(0);
    expect(s1.message).toMatch(/Tap f8 again/);
    const s2 = run(s1, act('f8', 'touch'));
    expect(s2.game.moveTexts()).toEqual(['f5xf8']);
    expect(s2.preview).toBeUndefined();
    // Another destination moves the preview; a cell that is not one explains why not and drops the preview.
    const s3 = run(s1, act('f7', 'touch'));
    expect(s3.preview).toBe('f7');
    const s4 = run(s1, act('a1', 'touch'));
    expect(s4.preview).toBeUndefined();
    expect(s4.explanation?.to).toBe('a1');
    expect(s4.selected).toBe('f5');
  });

  test('a mouse click or a key plays at once', () => {
    const s0 = initialState(start('glinski', 'w: Kg1 Rf5; b: Kg10 Pf8; turn: w'));
    expect(run(s0, act('f5', 'pointer'), act('f8', 'pointer')).game.moveTexts()).toEqual(['f5xf8']);
    expect(run(s0, act('f5', 'key'), act('f8', 'key')).game.moveTexts()).toEqual(['f5xf8']);
  });
});

describe('flows', () => {
  test('select, explain why not, cancel a choice, undo and redo', () => {
    const s0 = initialState(start('glinski'));
    const s1 = run(s0, act('f5'));
    expect(s1.selected).toBe('f5');
    // A click on a cell the man cannot reach explains why (the engine's reason code), and keeps the selection.
    const blocked = run(s1, act('f8'));
    expect(blocked.explanation?.code).toBe('shape');
    expect(blocked.selected).toBe('f5');
    expect(run(s1, { type: 'explain', from: 'f5', to: 'f1' }).explanation?.code).toBe('own-man');
    // A click on another own man selects it instead.
    expect(run(s1, act('f1')).selected).toBe('f1');
    const moved = run(s0, act('e4'), act('e5'));
    expect(moved.game.moveTexts()).toEqual(['e4-e5']);
    const back = run(moved, { type: 'undo' });
    expect(back.game.moves.length).toBe(0);
    expect(back.message).toBe('Took back e4-e5.');
    expect(run(back, { type: 'redo' }).game.moveTexts()).toEqual(['e4-e5']);
    // An enemy man can be looked at when nothing is selected; its moves are not offered.
    expect(run(s0, act('e7')).message).toMatch(/turn/);
    // A promotion offers the choice; Cancel keeps the board.
    const promo = run(initialState(start('peanut', 'w: Kb1 Pe9; b: Kg10; hand: w:RN')), act('e9'), act('f10'));
    expect(promo.choice?.moves.map((m) => m.promo)).toEqual(['R', 'N']);
    const cancelled = run(promo, { type: 'clear' });
    expect(cancelled.choice).toBeUndefined();
    expect(cancelled.game.moves.length).toBe(0);
  });

  test('a move that ends the game, taken back, leaves a game that goes on (a puzzle’s wrong move)', () => {
    const pz = PUZZLES.find((p) => p.id === 'glinski-three-bishops')!;
    const ended = run(initialState(start('glinski', pz.position)), act('f2'), act('g3'));
    expect(ended.outcome?.status).toBe('stalemate');
    const back = run(ended, { type: 'undo' });
    expect(back.outcome).toBeUndefined();
    expect(run(back, act('f2')).selected).toBe('f2');
  });

  test('a game over refuses moves and says why', () => {
    const mated = start('glinski').playText('e4-e5');
    expect(mated.ok).toBe(true);
    const s = initialState(start('peanut', 'w: Kb1 Rg7; b: Kf8 Rg9'));
    expect(s.outcome).toBeUndefined();
    const over = {
      ...s,
      outcome: { status: 'checkmate', winner: 'w' as const, score: { w: 1, b: 0 }, reason: 'test' },
    };
    expect(run(over, act('b1')).message).toBe('The game is over: test.');
  });

  test('a play action (a computer reply, a puzzle defence) is announced like a move on the board', () => {
    const s = run(initialState(start('glinski')), { type: 'play', text: 'e4-e5' });
    expect(s.game.moveTexts()).toEqual(['e4-e5']);
    expect(s.message).toMatch(/^White pawn e4 to e5/);
  });
});

describe('lesson sandboxes and free play', () => {
  test('a diagram without both royals never ends and never locks', () => {
    const lone = start('lengthleaper', 'w: W2b2');
    const view = initialState(lone).view;
    expect(hasBothRoyals(view)).toBe(false);
    const s0 = initialState(lone, { sandbox: true });
    let s = s0;
    for (let i = 0; i < 4; i++) {
      const from = s.view.pieces[0]!.cell;
      const to = [...boardModel(s.view, { selected: from }).targets.keys()][0]!;
      s = run(s, act(from), act(to));
      expect(s.outcome, `move ${i + 1} ends nothing`).toBeUndefined();
      expect(s.message).not.toMatch(/stalemate|wins|draw/);
    }
    expect(s.game.moves.length).toBe(4);
    // Reset (a load of the start) restores it.
    expect(run(s, { type: 'load', game: lone }).game.position.toString()).toBe(lone.toString());
    // Without the sandbox the same move ends the game, as the rules say.
    const ended = run(
      initialState(lone),
      act('2b2'),
      act([...boardModel(s0.view, { selected: '2b2' }).targets.keys()][0]!),
    );
    expect(ended.outcome).toBeDefined();
  });

  test('Full House’s lone Unicorn: the reader keeps moving', () => {
    const s0 = initialState(start('fullhouse', 'w: Uc1'), { sandbox: true });
    const to = [...boardModel(s0.view, { selected: 'c1' }).targets.keys()][0]!;
    const s1 = run(s0, act('c1'), act(to));
    expect(s1.outcome).toBeUndefined();
    expect(s1.view.turn).toBe('w');
    expect(movers(s1).length).toBe(1);
  });

  test('a lesson diagram decides once, from its start, whether it is a sandbox', () => {
    expect(initialState(start('lengthleaper', 'w: R5b3'), { sandbox: 'without-royals' }).config.sandbox).toBe(true);
    expect(initialState(start('glinski'), { sandbox: 'without-royals' }).config.sandbox).toBe(false);
  });

  test('a board with both royals is not a sandbox', () => {
    expect(hasBothRoyals(initialState(start('king-and-queen')).view)).toBe(true);
    expect(hasBothRoyals(initialState(start('glinski')).view)).toBe(true);
  });

  test('free play keeps the turn', () => {
    const s0 = initialState(start('glinski', 'w: Kg1 Nf5; b: Kg10'), { free: true });
    const to = [...boardModel(s0.view, { selected: 'f5' }).targets.keys()][0]!;
    const s1 = run(s0, act('f5'), act(to));
    expect(s1.view.turn).toBe('w');
    expect(Game.from(s1.game.position).position.turn).toBe('w');
  });
});
