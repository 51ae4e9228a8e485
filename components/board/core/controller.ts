/**
 * The board controller: every rule of interaction of a playable board as one pure function, `reduce(state, action)`,
 * in the spirit of chessground's state and transitions and tldraw's headless editor. A click, a tap, a key and a 3-D
 * ray all arrive here as the same actions (select, activate a cell, choose among moves, drop, explain, undo, redo,
 * load, play a given move), so the rules of interaction are tested without a browser (test/site/controller.test.ts)
 * and the pages (explore, play, puzzles, lessons) wrap `reduce` instead of re-implementing it.
 * Pure, no React: the engine's `Game` and board view in, a new state out.
 */
import { boardView, explainMove, Game, type BoardView, type MoveView, type Position } from '@/engine';
import { afterSentence, moveSentence, selectionSentence } from './announce';
import { cellsOfMan, movesByTarget } from './targets';

/** "Why can't it go there?": the engine's answer for a move the board refused. */
interface Explanation {
  readonly from: string;
  readonly to: string;
  /** The engine's reason code (docs/CONVENTIONS.md §6: `blocked`, `shape`, `self-check`...). */
  readonly code: string;
  readonly reason: string;
  readonly cells: readonly string[];
}

/** Several moves entered from one cell (a promotion, a Barricade step that may go on): the board offers a choice. */
export interface Choice {
  readonly from: string;
  readonly cell: string;
  readonly moves: readonly MoveView[];
}

/** How an activation came: a tap previews a destination before a second tap plays it; a click or a key plays it. */
export type Input = 'pointer' | 'touch' | 'key';

/** What a board is, besides its game. */
export interface BoardConfig {
  /** Narrows the engine's view before it is drawn and played from (a lesson showing one component's moves). */
  readonly filterView?: (view: BoardView, game: Game) => BoardView;
  /**
   * Free play (a piece card): the side that moved keeps the move and the game never ends, so a lone man can be
   * moved again and again.
   */
  readonly free?: boolean;
  /**
   * A sandbox (a lesson diagram without both royals): no result is ever announced and the board never locks; when
   * the side to move has no move, the side that moved keeps the move. `'without-royals'`: a sandbox when the start
   * position lacks a royal man of either side (decided once, from the first view).
   */
  readonly sandbox?: boolean | 'without-royals';
}

/** The end of the game as the board knows it. */
interface BoardOutcome {
  readonly status: string;
  readonly winner?: 'w' | 'b';
  /** Each side's score (1, ½, 0; a Panoply stalemate ¾ : ¼). */
  readonly score: { readonly w: number; readonly b: number };
  readonly reason: string;
}

export interface BoardState {
  readonly config: BoardConfig;
  readonly game: Game;
  /** The engine's view of the game's position, narrowed by `config.filterView`: what is drawn and played from. */
  readonly view: BoardView;
  /** The end of the game (never for a free board or a sandbox). */
  readonly outcome?: BoardOutcome | undefined;
  /** The selected man's cell, or `@L` for a man in hand. */
  readonly selected?: string;
  readonly choice?: Choice;
  readonly explanation?: Explanation;
  /** A destination tapped once on a touch screen: its move is shown (path, leap words, sentence) until a second tap. */
  readonly preview?: string;
  /** What to announce (the live region); a repeat gains a no-break space so that it is said again. */
  readonly message: string;
}

export type BoardAction =
  /** A click, tap, Enter or Space on a cell: select, play, choose, preview or explain why not. */
  | { readonly type: 'activate'; readonly cell: string; readonly input?: Input }
  /** Select a man (a drag's start) or a man in hand (`@L`). */
  | { readonly type: 'select'; readonly cell: string }
  /** The end of a drag from `from` to `to` (undefined: outside the board). */
  | { readonly type: 'drop'; readonly from: string; readonly to: string | undefined }
  /** One of the chooser's moves, by long move text. */
  | { readonly type: 'choose'; readonly text: string }
  /** Drop the selection, the choice and the preview (Escape, Cancel). */
  | { readonly type: 'clear'; readonly say?: string }
  /** Ask why the man on `from` cannot go to `to`. */
  | { readonly type: 'explain'; readonly from: string; readonly to: string }
  /** Play a move given in long text (a computer's reply, a puzzle's defence, a solution step). */
  | { readonly type: 'play'; readonly text: string; readonly say?: string }
  | { readonly type: 'undo'; readonly plies?: number }
  | { readonly type: 'redo'; readonly plies?: number }
  /** Put a position or a whole game on the board (no selection unless given). */
  | { readonly type: 'load'; readonly game: Game | Position; readonly selected?: string; readonly say?: string }
  | { readonly type: 'say'; readonly text: string };

/** The part of a state that follows from its game (the view and the outcome). */
function derive(config: BoardConfig, game: Game): Pick<BoardState, 'game' | 'view' | 'outcome'> {
  const full = boardView(game.position);
  const view = config.filterView ? config.filterView(full, game) : full;
  const o = config.free || config.sandbox ? undefined : game.outcome();
  // `outcome` is always set (undefined while the game goes on), so that it replaces the one before an undo.
  return { game, view, outcome: o && { status: o.status, reason: o.reason, winner: o.winner, score: o.score } };
}

/** A new board state for `start` (a position or a game). */
export function initialState(start: Game | Position, config: BoardConfig = {}, selected?: string): BoardState {
  const game = start instanceof Game ? start : Game.from(start);
  if (config.sandbox !== 'without-royals')
    return { config, ...derive(config, game), ...(selected ? { selected } : {}), message: '' };
  // One view for both questions: is it a sandbox, and what is drawn.
  const d = derive({ ...config, sandbox: false }, game);
  const sandbox = !hasBothRoyals(d.view);
  const cfg = { ...config, sandbox };
  return {
    config: cfg,
    ...d,
    ...(sandbox ? { outcome: undefined } : {}),
    ...(selected ? { selected } : {}),
    message: '',
  };
}

/** True when both sides have a royal man on the board (else a lesson diagram is a sandbox). */
export function hasBothRoyals(view: Pick<BoardView, 'pieces' | 'legend'>): boolean {
  const royal = new Set(view.legend.filter((l) => l.royal).map((l) => l.letter));
  return (['w', 'b'] as const).every((side) => view.pieces.some((p) => p.color === side && royal.has(p.letter)));
}

const say = (s: BoardState, text: string): BoardState => ({
  ...s,
  message: s.message === text ? `${text}\u00a0` : text,
});

/** Without selection, choice, explanation or preview. */
const cleared = (s: BoardState): BoardState => {
  const { selected: _s, choice: _c, explanation: _e, preview: _p, ...rest } = s;
  return rest;
};

/** The position after `text` with the turn given back to the side that moved (and no en-passant cell). */
function keepTurn(pos: Position, text: string): Position | undefined {
  const r = pos.playText(text);
  return r.ok ? r.value.withTurn(pos.turn) : undefined;
}

/** Plays one of the view's moves from `from`, and says it. */
function play(s: BoardState, from: string, mv: MoveView): BoardState {
  const { config } = s;
  const pos = s.game.position;
  const parsed = pos.parseMove(mv.text);
  if (!parsed.ok) return say(s, parsed.error.message);
  let next = s.game.play(parsed.value);
  // A free board never ends and its mover keeps the move; a sandbox never ends: when the other side cannot move,
  // the side that moved moves again.
  if (config.free || (config.sandbox && !next.position.legalMoves().length)) {
    const again = keepTurn(pos, mv.text);
    if (again) next = s.game.playTo(parsed.value, again);
  }
  const d = derive(config, next);
  const after = config.free ? '' : afterSentence(s.view, next.position.inCheck(), d.outcome);
  return say({ ...cleared(s), ...d }, `${moveSentence(s.view, from, mv)}${after ? `, ${after}` : ''}.`);
}

/** Selects a man (or a man in hand) and says where it can go. */
function select(s: BoardState, cell: string): BoardState {
  return say({ ...cleared(s), selected: cell }, selectionSentence(s.view, cell));
}

function explain(s: BoardState, from: string, to: string): BoardState {
  const e = explainMove(s.game.position, from, to);
  const explanation = { from, to, code: e.code, reason: e.reason, cells: e.cells };
  const { choice: _c, preview: _p, ...rest } = s;
  return say({ ...rest, explanation }, e.reason);
}

/** Plays the move entered from `cell`, offers the choice when several are, or previews it after a first tap. */
function enter(s: BoardState, from: string, cell: string, input: Input | undefined): BoardState | undefined {
  const moves = movesByTarget(s.view, from).get(cell);
  if (!moves) return undefined;
  if (input === 'touch' && s.preview !== cell) {
    const what = moves.length === 1 ? moveSentence(s.view, from, moves[0]!) : `${moves.length} moves start on ${cell}`;
    const { explanation: _e, choice: _c, ...rest } = s;
    return say({ ...rest, selected: from, preview: cell }, `${what}. Tap ${cell} again to play it.`);
  }
  if (moves.length === 1) return play(s, from, moves[0]!);
  const { preview: _p, explanation: _e, ...rest } = s;
  return say(
    { ...rest, selected: from, choice: { from, cell, moves } },
    `${moves.length} moves start on ${cell}: choose one.`,
  );
}

function activate(s: BoardState, cell: string, input: Input | undefined): BoardState {
  if (s.outcome) return say(cleared(s), `The game is over: ${s.outcome.reason}.`);
  const base = s.choice ? { ...s, choice: undefined } : s;
  const { selected } = base;
  const entered = selected ? enter(base, selected, cell, input) : undefined;
  if (entered) return entered;
  const man = base.view.pieces.find((p) => p.cell === cell);
  if (selected && cellsOfMan(base.view, selected).includes(cell)) return say(cleared(base), 'Selection cleared.');
  if (man && (man.color === base.view.turn || !selected)) return select(base, cell);
  if (selected && !selected.startsWith('@')) return explain(base, selected, cell);
  return cleared(base);
}

/** Moves `plies` back (undo) or forward (redo) in the game, and says which moves. */
function step(s: BoardState, back: boolean, plies = 1): BoardState {
  const k = Math.min(plies, back ? s.game.moves.length : s.game.undone.length);
  if (k <= 0) return s;
  let g = s.game;
  const texts = back ? g.moveTexts().slice(-k) : [];
  for (let i = 0; i < k; i++) g = back ? g.undo() : g.redo();
  const which = back ? texts : g.moveTexts().slice(-k);
  return say({ ...cleared(s), ...derive(s.config, g) }, `${back ? 'Took back' : 'Replayed'} ${which.join(' and ')}.`);
}

/** The one transition function of a playable board. */
export function reduce(s: BoardState, a: BoardAction): BoardState {
  switch (a.type) {
    case 'activate':
      return activate(s, a.cell, a.input);
    case 'select':
      return select(s, a.cell);
    case 'drop': {
      if (s.outcome) return say(s, `The game is over: ${s.outcome.reason}.`);
      if (!a.to || cellsOfMan(s.view, a.from).includes(a.to)) return s;
      return enter(s, a.from, a.to, 'pointer') ?? explain(s, a.from, a.to);
    }
    case 'choose': {
      const mv = s.choice?.moves.find((m) => m.text === a.text);
      return mv && s.choice ? play(s, s.choice.from, mv) : s;
    }
    case 'clear':
      return a.say ? say(cleared(s), a.say) : cleared(s);
    case 'explain':
      return explain(s, a.from, a.to);
    case 'play': {
      // Said as a move entered on the board is ("Black knight g8 to f6, check."), unless the page says otherwise.
      for (const [from, moves] of s.view.moves) {
        const mv = moves.find((m) => m.text === a.text);
        if (!mv) continue;
        const next = play(s, from, mv);
        return a.say ? say(next, a.say) : next;
      }
      const r = s.game.playText(a.text);
      if (!r.ok) return say(s, r.error.message);
      const next = { ...cleared(s), ...derive(s.config, r.value) };
      return a.say ? say(next, a.say) : next;
    }
    case 'undo':
      return step(s, true, a.plies);
    case 'redo':
      return step(s, false, a.plies);
    case 'load': {
      const game = a.game instanceof Game ? a.game : Game.from(a.game);
      const next = { ...cleared(s), ...derive(s.config, game), ...(a.selected ? { selected: a.selected } : {}) };
      return a.say ? say(next, a.say) : next;
    }
    case 'say':
      return say(s, a.text);
  }
}
