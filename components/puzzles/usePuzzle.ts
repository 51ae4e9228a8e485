'use client';
/**
 * One puzzle on the page: the board (`useBoard`, the board controller), the engine's judgement of each move (every move that
 * reaches the goal is accepted, not only the stored one), the opponent's best defence, the refutation of a wrong
 * move and its take-back, the hint ladder (piece, cell, move) and the stored solution played out.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { acceptedMoves, boardView, goalMoves, judgeMove, moveParts, type Position, type PuzzleDef } from '@/engine';
import { gated, useBoard } from '@/components/board/useBoard';
import { cellsOfMan, targetCell } from '@/components/board/core/targets';
import { recordOutcome } from './outcome';
import { recordPuzzle } from './progress';

type Phase = 'play' | 'reply' | 'wrong' | 'solved' | 'solution';
interface Note {
  readonly tone: 'info' | 'good' | 'bad';
  readonly text: string;
}

/** Delays (ms), after lichess's pacing: the reply comes after a beat, a wrong move stays long enough to read. */
const PACE = { reply: 600, takeBack: 2200, solutionStep: 900 } as const;

export function usePuzzle(def: PuzzleDef, start: Position) {
  const [phase, setPhase] = useState<Phase>('play');
  /** While the puzzle is not waiting for the solver's move, the board refuses moves and says why (its reducer reads
   * `gate` when a move is entered). */
  const gate = useRef<() => string | undefined>(() => undefined);
  gate.current = () =>
    phase === 'play'
      ? undefined
      : phase === 'solved'
        ? 'Solved. Try again, or go on to the next puzzle.'
        : 'Wait for the board.';
  const reducer = useMemo(() => gated(() => gate.current()), []);
  const st = useBoard(start, { reducer });
  const [left, setLeft] = useState(goalMoves(def.goal));
  const [hint, setHint] = useState(0);
  /** What the solver needed, counted from the page's opening (Try again keeps the count: it is the same puzzle). */
  const [wrong, setWrong] = useState(0);
  const [hintsUsed, setHintsUsed] = useState(0);
  const [seen, setSeen] = useState(false);
  const [note, setNote] = useState<Note>();
  const [refutation, setRefutation] = useState<readonly [string, string]>();
  const handled = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { game } = st;
  const n = game.moves.length;
  const side = start.turn;

  const later = (ms: number, f: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(f, ms);
  };
  /** The board is ready (docs/CONVENTIONS.md §7) once it runs in the browser, not in the server's HTML. */
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    return () => clearTimeout(timer.current);
  }, []);

  /** The stored line's next move when the game has followed it so far. */
  const storedNext = useCallback((): string | undefined => {
    const played = game.moveTexts();
    return played.every((t, i) => def.solution[i] === t) ? def.solution[played.length] : undefined;
  }, [game, def.solution]);

  // Judge each move of the solver's side once, as soon as it is on the board.
  // biome-ignore lint/correctness/useExhaustiveDependencies: judges each move once, when it reaches the board; `handled` keeps the count
  useEffect(() => {
    if (phase !== 'play' || n <= handled.current) return;
    handled.current = n;
    const before = game.positions[n - 1]!;
    if (before.turn !== side) return;
    const text = game.moveTexts()[n - 1]!;
    const j = judgeMove(before, def.goal, left, game.moves[n - 1]!, storedNext());
    const after = game.position;
    if (j.kind === 'solved') {
      setPhase('solved');
      setNote({ tone: 'good', text: `${text}: solved! ${def.explanation}` });
      const helped = wrong > 0 || hintsUsed > 0 || seen;
      recordPuzzle(def.id, helped ? 'helped' : 'solved');
      if (helped) recordOutcome(def.id, seen ? { wrong, hints: hintsUsed, seen } : { wrong, hints: hintsUsed });
      return;
    }
    if (j.kind === 'continue') {
      const reply = after.printMove(j.reply);
      setPhase('reply');
      setNote({ tone: 'good', text: `${text}: good. The reply comes…` });
      later(PACE.reply, () => {
        handled.current = n + 1;
        st.playText(reply, `${text} is right. The answer: ${reply}. Your move.`);
        setLeft((l) => l - 1);
        setHint(0);
        setPhase('play');
        setNote({ tone: 'info', text: `${text} is right; the answer was ${reply}. Your move.` });
      });
      return;
    }
    const r = j.reply && moveParts(after, j.reply);
    setRefutation(r?.from ? [r.from, r.to] : undefined);
    setWrong((w) => w + 1);
    setPhase('wrong');
    const wrongText = `${text} is not it. ${j.reason}`;
    setNote({ tone: 'bad', text: wrongText });
    later(PACE.takeBack, () => {
      handled.current = n - 1;
      st.undo();
      setRefutation(undefined);
      setPhase('play');
      setNote({ tone: 'bad', text: `${wrongText} ${text} was taken back: try again.` });
    });
  }, [n, phase, game, def, left, side, wrong, hintsUsed, seen, st, storedNext]);

  /** The move the hints point at: the stored line's when the game follows it, else the solver's first. While a wrong
   * move is on the board, they point from the position before it (where the solver plays again). */
  const hinted = useMemo(() => {
    if (!hint || (phase !== 'play' && phase !== 'wrong')) return undefined;
    const pos = phase === 'wrong' ? game.positions[n - 1]! : game.position;
    const played = game.moveTexts().slice(0, phase === 'wrong' ? n - 1 : n);
    const stored = played.every((t, i) => def.solution[i] === t) ? def.solution[played.length] : undefined;
    const parsed = stored ? pos.parseMove(stored) : undefined;
    const m = parsed?.ok ? parsed.value : acceptedMoves(pos, def.goal, left)[0];
    if (!m) return undefined;
    const parts = moveParts(pos, m);
    // The cell to click is the board's (a Barricade's move starts on the cell its first step enters).
    const view = boardView(pos);
    const key = parts.from ?? `@${parts.letter}`;
    const mv = view.moves.get(key)?.find((x) => x.text === parts.text);
    return { ...parts, to: mv ? targetCell(mv, cellsOfMan(view, parts.from)) : parts.to };
  }, [hint, phase, game, n, def.solution, def.goal, left]);

  const restart = () => {
    clearTimeout(timer.current);
    handled.current = 0;
    st.load(start);
    setPhase('play');
    setLeft(goalMoves(def.goal));
    setRefutation(undefined);
    setNote(undefined);
  };

  const showSolution = () => {
    restart();
    setPhase('solution');
    setSeen(true);
    recordPuzzle(def.id, 'seen');
    setNote({ tone: 'info', text: `The solution: ${def.solution.join(', ')}.` });
    const step = (i: number) => {
      if (i >= def.solution.length) {
        setNote({ tone: 'info', text: `The solution: ${def.solution.join(', ')}. ${def.explanation}` });
        return;
      }
      later(PACE.solutionStep, () => {
        st.playText(def.solution[i]!, `${def.solution[i]}.`);
        step(i + 1);
      });
    };
    step(0);
  };

  const hintCells = hinted
    ? [hint >= 1 ? hinted.from : undefined, hint >= 2 ? hinted.to : undefined].filter((c): c is string => !!c)
    : [];
  const hintText = hinted
    ? [
        def.hint,
        hinted.from ? `Look at the ${hinted.piece} on ${hinted.from}.` : `Drop the ${hinted.piece} from your hand.`,
        hint >= 2 ? `It goes to ${hinted.to}.` : '',
        hint >= 3 ? `The move: ${hinted.text}.` : '',
      ]
        .filter(Boolean)
        .join(' ')
    : undefined;

  return {
    st: { ...st, ready: mounted },
    phase,
    left,
    note,
    hint,
    hintText,
    highlights: hintCells,
    arrows: refutation ? [refutation] : hint >= 3 && hinted?.from ? [[hinted.from, hinted.to] as const] : [],
    hintsUsed,
    wrong,
    nextHint: () => {
      if (hint >= 3) return;
      setHint(hint + 1);
      setHintsUsed((h) => h + 1);
    },
    restart,
    showSolution,
  };
}
