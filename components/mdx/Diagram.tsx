'use client';
/**
 * A lesson's interactive board (components/mdx/README.md): the lesson's position with the selected man's moves,
 * highlights and arrows drawn, playable (the overlay follows the engine), with Reset, the 2-D/3-D toggle (3-D is
 * lazy, the 2-D picture its fallback) and the accessible cell list. Bad props show the engine's message.
 */
import { useEffect, useMemo, useState } from 'react';
import { Position, type BoardView, type Game } from '@/engine';
import ExploreBoard from '@/components/explore/ExploreBoard';
import { useBoardGame } from '@/components/explore/useBoardGame';
import { Hand } from '@/components/explore/MovePanel';
import { readDiagram, type DiagramProps, type DiagramSetup } from './diagramSpec';
import explore from '@/components/explore/explore.module.css';
import css from './mdx.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';

/** Renders one lesson diagram with its caption. */
export default function Diagram(props: DiagramProps & { readonly caption: string }) {
  const { setup, errors } = useMemo(() => readDiagram(props), [props]);
  const fatal = !setup || errors.some((e) => e.field === 'select' || e.field === 'component');
  return (
    <figure
      className={css.diagram}
      data-diagram={props.variant}
      data-position={setup?.startText}
      data-selected={setup?.selected}
      data-component={props.component}
      data-step="board"
    >
      {setup && !fatal ? (
        <ErrorBoundary what="this diagram">
          <DiagramBoard setup={setup} view={props.view === '3d' ? '3d' : '2d'} free={props.free === true} />
        </ErrorBoundary>
      ) : null}
      {errors.length > 0 && (
        <p className={css.diagramError} role="alert">
          This diagram has a mistake: {errors.map((e) => `${e.field}: ${e.message}`).join('; ')}.
        </p>
      )}
      <figcaption>{props.caption}</figcaption>
    </figure>
  );
}

/** Narrows the selected man's moves to one component's cells while the lesson's position is on the board. */
function componentFilter(setup: DiagramSetup) {
  const cells = setup.componentCells;
  const sel = setup.selected;
  if (!cells || !sel) return undefined;
  return (view: BoardView, game: Game): BoardView => {
    if (game.moves.length) return view;
    const moves = new Map(view.moves);
    const mine = (moves.get(sel) ?? []).filter(
      (m) => m.land.some((c) => cells.includes(c)) || m.captures.some((c) => cells.includes(c)),
    );
    moves.set(sel, mine);
    const dests = new Map(view.dests);
    dests.set(
      sel,
      mine.map((m) => m.token),
    );
    return { ...view, moves, dests };
  };
}

/** The playable board of a diagram. */
function DiagramBoard({ setup, view, free }: { setup: DiagramSetup; view: '2d' | '3d'; free: boolean }) {
  const start = useMemo(() => {
    const r = Position.parse(setup.variant, setup.startText);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [setup]);
  const filterView = useMemo(() => componentFilter(setup), [setup]);
  const board = useBoardGame(start, { filterView, initialSelected: setup.selected, free });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { setPosition, say } = board;
  const reset = () => {
    setPosition(start, setup.selected);
    say('Back to the lesson’s position.');
  };
  const pristine = board.game.moves.length === 0;
  return (
    <div className={`${explore.explore} ${css.board}`} data-diagram-board="">
      <ExploreBoard
        st={{ ...board, ready }}
        highlights={pristine ? setup.highlights : undefined}
        arrows={pristine ? setup.arrows : undefined}
        initialMode={view}
        className={css.boardArea}
        extraControls={
          <button type="button" onClick={reset} disabled={pristine && board.selected === setup.selected} data-reset="">
            Reset
          </button>
        }
      />
      <Hand view={board.view} selected={board.selected} onSelect={board.select} />
      <p className={css.live} role="status" aria-live="polite">
        {board.message}
      </p>
    </div>
  );
}
