'use client';
/**
 * A lesson diagram's playable board (components/mdx/README.md), loaded when the diagram comes near the viewport
 * (LazyBoard.tsx): the lesson's position with the selected man's moves, highlights and arrows drawn, playable (the
 * overlay follows the engine), with Reset, the 2-D/3-D toggle (3-D is lazy, the 2-D picture its fallback) and the
 * accessible cell list.
 */
import { useEffect, useMemo, useState } from 'react';
import { getVariant, Position } from '@/engine';
import ExploreBoard from '@/components/explore/ExploreBoard';
import { useBoardGame } from '@/components/explore/useBoardGame';
import { Hand } from '@/components/explore/MovePanel';
import { componentFilter, type DiagramBoardSpec } from './diagramSpec';
import explore from '@/components/explore/explore.module.css';
import css from './mdx.module.css';

/** The playable board of a diagram. */
export default function DiagramBoard({ spec }: { spec: DiagramBoardSpec }) {
  const start = useMemo(() => {
    const v = getVariant(spec.variant);
    if (!v.ok) throw new Error(v.error.message);
    const r = Position.parse(v.value, spec.startText);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [spec]);
  const filterView = useMemo(() => componentFilter(spec.componentCells, spec.selected), [spec]);
  const board = useBoardGame(spec.variant, start, { filterView, initialSelected: spec.selected, free: spec.free });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const { setPosition, say } = board;
  const reset = () => {
    setPosition(start, spec.selected);
    say('Back to the lesson’s position.');
  };
  const pristine = board.game.moves.length === 0;
  return (
    <div className={`${explore.explore} ${css.board}`} data-diagram-board="">
      <ExploreBoard
        st={{ ...board, ready }}
        highlights={pristine ? spec.highlights : undefined}
        arrows={pristine ? spec.arrows : undefined}
        initialMode={spec.view}
        className={css.boardArea}
        extraControls={
          <button type="button" onClick={reset} disabled={pristine && board.selected === spec.selected} data-reset="">
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
