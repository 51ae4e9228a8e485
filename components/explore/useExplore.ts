'use client';
/**
 * The explore page's state: a `Game` (position and history, with undo and redo), the selection, a pending
 * choice between moves to one cell, the last explanation and what to announce. Starts from the variant's start
 * position or from `?position=` in the address, and keeps the address in step (history.replaceState).
 */
import { useEffect, useMemo, useState } from 'react';
import { boardView, explainMove, Game, getVariant, Position, type BoardView, type MoveView } from '@/engine';
import { cellsOfMan, movesByTarget } from '@/components/board/targets';
import { afterSentence, moveSentence, selectionSentence } from './announce';
import { positionFromSearch, searchWithPosition } from './url';

export interface Explanation {
  readonly from: string;
  readonly to: string;
  readonly reason: string;
  readonly cells: readonly string[];
}

export interface Choice {
  readonly from: string;
  readonly cell: string;
  readonly moves: readonly MoveView[];
}

/** Returns the cells of the last move of a game (its origin, landing cells, and a stay-capture's victim). */
function lastMoveCells(id: string, game: Game): string[] {
  const n = game.moves.length;
  if (!n) return [];
  const text = game.moveTexts()[n - 1];
  const before = boardView(id, game.positions[n - 1]!.toString());
  if (!before.ok) return [];
  for (const [from, moves] of before.value.moves) {
    const m = moves.find((x) => x.text === text);
    if (m) return [...(from.startsWith('@') ? [] : cellsOfMan(before.value, from)), ...m.land, ...(m.kind === 'stay' ? m.captures : [])];
  }
  return [];
}

/** Holds and changes everything the explore page shows. */
export function useExplore(id: string) {
  const variant = useMemo(() => {
    const v = getVariant(id);
    if (!v.ok) throw new Error(v.error.message);
    return v.value;
  }, [id]);
  const start = useMemo(() => Position.start(variant), [variant]);
  const [game, setGame] = useState(() => Game.from(start));
  const [selected, setSelected] = useState<string>();
  const [explanation, setExplanation] = useState<Explanation>();
  const [choice, setChoice] = useState<Choice>();
  const [message, setMessage] = useState('');
  const [urlError, setUrlError] = useState<{ text: string; message: string }>();
  const [ready, setReady] = useState(false);

  const text = game.position.toString();
  const view: BoardView = useMemo(() => {
    const r = boardView(id, text);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [id, text]);
  const outcome = useMemo(() => game.outcome(), [game]);
  const lastMove = useMemo(() => lastMoveCells(id, game), [id, game]);

  useEffect(() => {
    const fromUrl = positionFromSearch(window.location.search);
    if (fromUrl !== undefined) {
      const r = Position.parse(variant, fromUrl);
      if (r.ok) setGame(Game.from(r.value));
      else setUrlError({ text: fromUrl, message: r.error.message });
    }
    setReady(true);
  }, [variant]);

  useEffect(() => {
    if (!ready || (urlError && !game.moves.length && text === start.toString())) return;
    const search = searchWithPosition(window.location.search, text === start.toString() ? undefined : text);
    const url = window.location.pathname + search + window.location.hash;
    if (url !== window.location.pathname + window.location.search + window.location.hash) window.history.replaceState(window.history.state, '', url);
  }, [ready, text, start, urlError, game]);

  const clear = () => {
    setSelected(undefined);
    setExplanation(undefined);
    setChoice(undefined);
  };
  const say = (s: string) => setMessage((old) => (old === s ? `${s}\u00a0` : s));

  /** Plays one of the view's moves from `from`. */
  const play = (from: string, mv: MoveView) => {
    const r = game.playText(mv.text);
    if (!r.ok) return say(r.error.message);
    const next = r.value;
    const o = next.outcome();
    const after = afterSentence(view, next.position.inCheck(), o && { status: o.status, winner: o.winner === undefined ? undefined : o.winner === 0 ? 'w' : 'b' });
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
    setExplanation({ from, to, reason: e.reason, cells: e.cells });
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
    variant,
    view,
    game,
    outcome,
    lastMove,
    selected,
    explanation,
    choice,
    message,
    urlError,
    ready,
    startText: start.toString(),
    activate,
    drop,
    select,
    play,
    /** Drops the selection and any pending choice. */
    clear,
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
    /** Loads a position text; returns the engine's message when it cannot be read (the board is unchanged). */
    load: (t: string): string | undefined => {
      const r = Position.parse(variant, t.trim());
      if (!r.ok) return r.error.message;
      setGame(Game.from(r.value));
      setUrlError(undefined);
      clear();
      say('Position loaded.');
      return undefined;
    },
  };
}

export type ExploreState = ReturnType<typeof useExplore>;
