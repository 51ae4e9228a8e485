'use client';
/**
 * The play page's state: the shared playable board (`useBoard`, the board controller) started from the variant's start or from
 * `?position=`, the opponent (a friend on the same device, or the computer on either side), the computer's
 * strength, resignation, and the computer player (`useComputer`), which is asked for a move whenever it is its
 * turn. Undo against the computer takes back the player's move and the reply together. Every game is kept in this
 * browser under its own key (useKeptGames, gameStore.ts): a reload restores this tab's game, with a notice; the page
 * lists the variant's kept games to resume or discard; opening a link never removes one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  otherSide,
  parsePosition,
  type AiReply,
  type Position,
  type ByColor,
  type Game,
  type Side,
  type Strength,
} from '@/engine';
import { gated, useBoard } from '@/components/board/useBoard';
import { positionFromSearch } from '@/components/board/core/address';
import { useComputer, type Question } from './useComputer';
import { readSavedGame, type Opponent, type SavedGame } from './savedGame';
import { useKeptGames } from './useKeptGames';

export type { Opponent } from './savedGame';

/** The end of the game as the page shows it: the engine's outcome, or a resignation. */
interface GameEnd {
  readonly status: string;
  readonly winner?: Side;
  readonly score: ByColor<number>;
  readonly reason: string;
}

/** How many moves Undo takes back: against the computer, back to the player's turn (0 when impossible). */
export function undoCount(game: Game, opponent: Opponent, computer: Side): number {
  const n = game.moves.length;
  if (opponent === 'friend') return n ? 1 : 0;
  for (let k = 1; k <= n; k++) if (game.positions[n - k]!.turn !== computer) return k;
  return 0;
}

/** How many moves Redo replays: against the computer, up to the player's next turn (or all that were taken back). */
export function redoCount(game: Game, opponent: Opponent, computer: Side): number {
  if (!game.undone.length) return 0;
  if (opponent === 'friend') return 1;
  let g = game.redo();
  let k = 1;
  while (g.undone.length && g.position.turn === computer) {
    g = g.redo();
    k++;
  }
  return k;
}

/** Holds and changes everything the play page shows. */
export function usePlay(id: string) {
  const standard = useMemo(() => {
    const r = parsePosition(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [id]);
  // The reader's moves are refused while the computer is to move or after a resignation (the reducer reads `gate`
  // when a move is entered, so it sees this render's state).
  const gate = useRef<() => string | undefined>(() => undefined);
  const reducer = useMemo(() => gated(() => gate.current()), []);
  const board = useBoard(standard, { reducer });
  const { game, say } = board;
  const [opening, setOpening] = useState(standard);
  const [urlError, setUrlError] = useState<{ text: string; message: string }>();
  const [ready, setReady] = useState(false);
  const [opponent, setOpponent] = useState<Opponent>('computer');
  const [computer, setComputer] = useState<Side>('b');
  const [strength, setStrength] = useState<Strength>('club');
  const [resigned, setResigned] = useState<Side>();
  const [aiError, setAiError] = useState<string>();
  /** Said once a stored game was restored (or could not be). */
  const [restored, setRestored] = useState<{ moves: number } | { error: string }>();
  const text = game.position.toString();
  const latest = useRef({ board, text });
  latest.current = { board, text };

  const kept = useKeptGames(id);
  /** Puts a stored game and its settings on the board. */
  const applySaved = (g: Game, saved: SavedGame) => {
    ai.cancel();
    asked.current = undefined;
    setOpening(g.positions[0]!);
    board.load(g);
    setOpponent(saved.opponent);
    setComputer(saved.computer);
    setStrength(saved.strength);
    setResigned(saved.resigned);
    setAiError(undefined);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the address once per variant
  useEffect(() => {
    const fromUrl = positionFromSearch(window.location.search);
    let opened = standard;
    if (fromUrl !== undefined) {
      const r = parsePosition(id, fromUrl);
      if (r.ok) {
        opened = r.value;
        setOpening(r.value);
        board.load(r.value);
      } else setUrlError({ text: fromUrl, message: r.error.message });
    }
    // The game this tab played before a reload, when it began where this address begins (any other game stays
    // kept, in the list).
    const mine = kept.open();
    if (mine) {
      const g = readSavedGame(id, mine.raw);
      if (!g.ok) setRestored({ error: g.message });
      else if (g.game.positions[0]!.toString() === opened.toString() && g.game.moves.length > 0) {
        applySaved(g.game, g.saved);
        kept.adopt(mine.id, mine.raw);
        setRestored({ moves: g.game.moves.length });
      }
    }
    setReady(true);
  }, [id]); // read the address once per variant

  /** The game as it is kept (undefined while it has no move). */
  const savedNow = (): SavedGame | undefined =>
    game.moves.length
      ? {
          opening: game.positions[0]!.toString(),
          moves: game.moveTexts(),
          opponent,
          computer,
          strength,
          ...(resigned !== undefined ? { resigned } : {}),
        }
      : undefined;
  // Keep the game after every change (a game with no move: nothing to keep).
  // biome-ignore lint/correctness/useExhaustiveDependencies: savedNow reads exactly these
  useEffect(() => {
    if (ready) kept.save(savedNow());
  }, [ready, game, opponent, computer, strength, resigned, id]);

  const end: GameEnd | undefined = useMemo(() => {
    if (resigned !== undefined) {
      const winner = otherSide(resigned);
      return {
        status: 'resignation',
        winner,
        score: winner === 'w' ? { w: 1, b: 0 } : { w: 0, b: 1 },
        reason: `${board.view.sideNames[resigned]} resigns`,
      };
    }
    return board.outcome;
  }, [resigned, board.outcome, board.view.sideNames]);

  const onReply = (reply: AiReply, q: Question) => {
    const { board: b, text: now } = latest.current;
    if (q.position !== now) return; // the position changed meanwhile
    if (!reply.ok) return setAiError(`The computer could not move: ${reply.error}.`);
    const offered = [...b.view.moves.values()].some((moves) => moves.some((m) => m.text === reply.move));
    if (offered) return b.playText(reply.move);
    setAiError(`The computer chose ${reply.move}, which the board does not offer.`);
  };
  const ai = useComputer(onReply);
  const computersTurn = opponent === 'computer' && !end && game.position.turn === computer;
  const asked = useRef<Game>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question only for a new position or turn; the rest is read when it is asked
  useEffect(() => {
    if (!ready || !computersTurn) {
      if (asked.current) ai.cancel();
      asked.current = undefined;
      return;
    }
    if (asked.current === game) return;
    asked.current = game;
    setAiError(undefined);
    // The game so far (the last hundred positions), so that the computer does not shuffle into a repetition.
    const history = game.positions.slice(-101, -1).map((p) => p.toString());
    ai.ask({ variant: id, position: text, strength, history });
    const before = latest.current.board.message.trim();
    say(`${before && !before.includes('thinking') ? `${before} ` : ''}Computer is thinking…`);
  }, [ready, computersTurn, game]); // a new question only for a new position or turn

  const restart = (pos: Position) => {
    ai.cancel();
    asked.current = undefined;
    setResigned(undefined);
    setAiError(undefined);
    setRestored(undefined);
    kept.leave(); // the game so far stays kept, in the list
    board.load(pos, undefined, 'New game.');
  };
  /** Resumes a kept game in this tab (this tab's game so far stays kept). */
  const resume = (gameId: string) => {
    const raw = kept.read(gameId);
    const g = raw === undefined ? undefined : readSavedGame(id, raw);
    if (!g?.ok) return say(`That game cannot be resumed: ${g ? g.message : 'it is no longer kept'}.`);
    applySaved(g.game, g.saved);
    setRestored(undefined);
    kept.adopt(gameId, raw!);
    say(`Game resumed: ${g.game.moves.length} ${g.game.moves.length === 1 ? 'move' : 'moves'}.`);
  };
  gate.current = () =>
    end
      ? `The game is over: ${end.reason}.`
      : computersTurn
        ? `Computer is thinking… please wait for ${board.view.sideNames[computer]}'s move.`
        : undefined;
  const undoN = undoCount(game, opponent, computer);
  const redoN = redoCount(game, opponent, computer);

  return {
    ...board,
    /** The board (its reducer refuses the reader's moves while the computer is to move or after a resignation). */
    boardState: { ...board, ready },
    ready,
    urlError,
    /** A stored game restored after a reload (how many moves), or why it could not be. */
    restored,
    dismissRestored: () => setRestored(undefined),
    end,
    opponent,
    computer,
    strength,
    thinking: ai.busy,
    computersTurn,
    aiError,
    opening,
    standard,
    canUndo: resigned !== undefined || undoN > 0,
    canRedo: resigned === undefined && redoN > 0,
    setOpponent,
    setComputer,
    setStrength,
    /** Takes back the resignation, or the last move (and the computer's reply). */
    undo: () => {
      if (resigned !== undefined) {
        setResigned(undefined);
        return say('Resignation taken back.');
      }
      ai.cancel();
      board.undo(undoN);
    },
    redo: () => board.redo(redoN),
    /** The side to move gives up (against the computer: the player). */
    resign: () => {
      if (end) return;
      const who = opponent === 'computer' ? otherSide(computer) : game.position.turn;
      ai.cancel();
      setResigned(who);
      say(`${board.view.sideNames[who]} resigns.`);
    },
    newGame: () => restart(opening),
    /** The games kept in this browser, and what can be done with them. */
    kept: {
      ...kept,
      resume,
      /** After a conflict: this tab's game is kept beside the other tab's. */
      keepBoth: () => {
        kept.keepBoth(savedNow());
        say('Both games are kept: this one goes on here; the other is in the list of kept games.');
      },
      /** After a conflict: the other tab's game replaces this tab's moves since it last kept them. */
      takeTheirs: () => kept.conflict && resume(kept.conflict.id),
    },
    newStandardGame: () => {
      setOpening(standard);
      restart(standard);
    },
  };
}

export type PlayState = ReturnType<typeof usePlay>;
