'use client';
/**
 * The state of any playable board (the explore page, a lesson's diagram): a `Game` from a start position, the
 * engine's board view of its position, the selection, a pending choice between moves to one cell, the last
 * explanation ("why can't it go there?") and what to announce. Knows nothing of addresses or lessons.
 */
import { useMemo, useState } from 'react';
import { boardView, explainMove, Game, type BoardView, type MoveView, type Position } from '@/engine/core';
import { cellsOfMan, movesByTarget } from '@/components/board/targets';
import { afterSentence, moveSentence, selectionSentence } from './announce';

interface Explanation {
  readonly from: string;
  readonly to: string;
  /** The engine's reason code (CONVENTIONS.md §6: `blocked`, `shape`, `self-check`...). */
  readonly code: string;
  readonly reason: string;
  readonly cells: readonly string[];
}

export interface Choice {
  readonly from: string;
  readonly cell: string;
  readonly moves: readonly MoveView[];
}

interface BoardGameOptions {
  /** Narrows the engine's view before it is drawn and played from (a lesson showing one component's moves). */
  readonly filterView?: (view: BoardView, game: Game) => BoardView;
  /** The cell selected at first. */
  readonly initialSelected?: string;
  /**
   * Free play (a piece card): the side that moved keeps the move, and the game never ends, so a lone man can be
   * moved again and again. Undo history is not kept (Reset returns to the start).
   */
  readonly free?: boolean;
}

/** The position after `text` with the turn given back to the side that moved (and no en-passant cell). */
function keepTurn(pos: Position, text: string): Position | undefined {
  const r = pos.playText(text);
  return r.ok ? r.value.withTurn(pos.turn) : undefined;
}

/** Holds and changes a playable board, starting from `start`. */
export function useBoardGame(start: Position, opts: BoardGameOptions = {}) {
  const [game, setGame] = useState(() => Game.from(start));
  const [selected, setSelected] = useState<string | undefined>(opts.initialSelected);
  const [explanation, setExplanation] = useState<Explanation>();
  const [choice, setChoice] = useState<Choice>();
  const [message, setMessage] = useState('');

  const { filterView } = opts;
  // One move generation per position: the view, the outcome and the last move share the position's legal moves.
  const full: BoardView = useMemo(() => boardView(game.position), [game]);
  const view: BoardView = useMemo(() => (filterView ? filterView(full, game) : full), [full, filterView, game]);
  const outcome = useMemo(() => (opts.free ? undefined : game.outcome()), [game, opts.free]);
  const lastMove = full.last?.cells ?? [];

  const clear = () => {
    setSelected(undefined);
    setExplanation(undefined);
    setChoice(undefined);
  };
  const say = (s: string) => setMessage((old) => (old === s ? `${s}\u00a0` : s));

  /** Plays one of the view's moves from `from`. */
  const play = (from: string, mv: MoveView) => {
    if (opts.free) {
      const next = keepTurn(game.position, mv.text);
      if (!next) return say(`${mv.text} cannot be played here.`);
      setGame(Game.from(next));
      clear();
      return say(`${moveSentence(view, from, mv)}.`);
    }
    const r = game.playText(mv.text);
    if (!r.ok) return say(r.error.message);
    const next = r.value;
    const o = next.outcome();
    const after = afterSentence(view, next.position.inCheck(), o && { status: o.status, winner: o.winner });
    setGame(next);
    clear();
    say(`${moveSentence(view, from, mv)}${after ? `, ${after}` : ''}.`);
  };

  /** Selects a man (or a hand piece `@L`) and says where it can go. */
  const select = (cell: string) => {
    setSelected(cell);
    setExplanation(undefined);
    setChoice(undefined);
    say(selectionSentence(view, cell));
  };

  /** Plays the move of `from` to `cell`, or offers the choice when several go there; false when none does. */
  const tryMove = (from: string, cell: string): boolean => {
    const moves = movesByTarget(view, from).get(cell);
    if (!moves) return false;
    if (moves.length === 1) play(from, moves[0]!);
    else {
      setSelected(from);
      setChoice({ from, cell, moves });
      say(`${moves.length} moves go to ${cell}: choose one.`);
    }
    return true;
  };

  /** Shows the engine's reason why the man on `from` cannot go to `to`, and marks its cells. */
  const explain = (from: string, to: string) => {
    const e = explainMove(game.position, from, to);
    setExplanation({ from, to, code: e.code, reason: e.reason, cells: e.cells });
    say(e.reason);
  };

  /** A click, Enter or Space on a cell: select, play, choose, or explain why not. */
  const activate = (cell: string) => {
    setChoice(undefined);
    if (outcome) return say(`The game is over: ${outcome.reason}.`);
    if (selected && tryMove(selected, cell)) return;
    const man = view.pieces.find((p) => p.cell === cell);
    if (selected && cellsOfMan(view, selected).includes(cell)) {
      clear();
      return say('Selection cleared.');
    }
    if (man && (man.color === view.turn || !selected)) return select(cell);
    if (selected && !selected.startsWith('@')) return explain(selected, cell);
    clear();
  };

  /** The end of a drag from `from` to `to`: a move, or the reason there is none. */
  const drop = (from: string, to: string | undefined) => {
    if (outcome) return say(`The game is over: ${outcome.reason}.`);
    if (!to || cellsOfMan(view, from).includes(to)) return;
    if (!tryMove(from, to)) explain(from, to);
  };

  return {
    view,
    game,
    outcome,
    lastMove,
    selected,
    explanation,
    choice,
    message,
    activate,
    drop,
    select,
    play,
    say,
    /** Drops the selection and any pending choice. */
    clear,
    /** Starts a new game from `pos` (no selection unless given). */
    setPosition: (pos: Position, sel?: string) => {
      setGame(Game.from(pos));
      setSelected(sel);
      setExplanation(undefined);
      setChoice(undefined);
    },
    /** Puts a whole game on the board (a saved game restored, a link's moves with some taken back for Redo). */
    loadGame: (g: Game, sel?: string) => {
      setGame(g);
      setSelected(sel);
      setExplanation(undefined);
      setChoice(undefined);
    },
    /**
     * Plays a move given in long text for the other side (a puzzle's defence, a computer's reply), from whatever the
     * game is when it runs; `say` is announced. False when the move is not legal there.
     */
    playText: (text: string, sayText?: string): boolean => {
      const r = game.playText(text);
      if (!r.ok) return false;
      setGame((g) => {
        const again = g.playText(text);
        return again.ok ? again.value : g;
      });
      clear();
      if (sayText) say(sayText);
      return true;
    },
    /** Takes back the last move. */
    undo: () => {
      if (!game.moves.length) return;
      say(`Took back ${game.moveTexts().at(-1)}.`);
      setGame(game.undo());
      clear();
    },
    /** Replays the last move taken back. */
    redo: () => {
      if (!game.undone.length) return;
      const next = game.redo();
      setGame(next);
      clear();
      say(`Replayed ${next.moveTexts().at(-1)}.`);
    },
    /** Takes back the last `n` moves at once (a move and the computer's reply); says which. */
    undoPlies: (n: number) => {
      const k = Math.min(n, game.moves.length);
      if (k <= 0) return;
      const texts = game.moveTexts().slice(-k);
      let g = game;
      for (let i = 0; i < k; i++) g = g.undo();
      setGame(g);
      clear();
      say(`Took back ${texts.join(' and ')}.`);
    },
    /** Replays the last `n` moves taken back at once; says which. */
    redoPlies: (n: number) => {
      const k = Math.min(n, game.undone.length);
      if (k <= 0) return;
      let g = game;
      for (let i = 0; i < k; i++) g = g.redo();
      setGame(g);
      clear();
      say(`Replayed ${g.moveTexts().slice(-k).join(' and ')}.`);
    },
  };
}

export type BoardGameState = ReturnType<typeof useBoardGame>;
