'use client';
/**
 * A lesson diagram's playable board (components/mdx/README.md), loaded when the diagram comes near the viewport
 * (LazyBoard.tsx): the lesson's position with the selected man's moves, highlights and arrows drawn, playable (the
 * overlay follows the engine), with Reset, the 2-D/3-D toggle (3-D is lazy, the 2-D picture its fallback) and the
 * accessible cell list. A diagram that opens in 3-D (`view="3d"`) is playable in 2-D at first and turns to 3-D
 * once the reader stops on it (most of it on screen for a second and a half): the 3-D scene is the heaviest thing
 * a lesson loads, and a reader scrolling past should not wait for it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { parsePosition } from '@/engine';
import PlayableBoard, { type BoardDisplay } from '@/components/board/PlayableBoard';
import { useBoard } from '@/components/board/useBoard';
import Hand from '@/components/board/Hand';
import { componentFilter, type DiagramBoardSpec, type LevelPicture } from './diagramSpec';
import explore from '@/components/board/playable.module.css';
import css from './mdx.module.css';

/**
 * The playable board of a diagram. `levels`: the static pictures of a prism's level maps, shown while the board
 * first appears (its level maps are drawn a moment after the main board).
 */
export default function DiagramBoard({ spec, levels }: { spec: DiagramBoardSpec; levels?: readonly LevelPicture[] }) {
  const start = useMemo(() => {
    const r = parsePosition(spec.variant, spec.startText);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, [spec]);
  const filterView = useMemo(() => componentFilter(spec.componentCells, spec.selected), [spec]);
  // A diagram without both royals is a sandbox: the reader goes on moving, and no result is ever announced.
  const board = useBoard(start, { filterView, selected: spec.selected, free: spec.free, sandbox: 'without-royals' });
  const reset = () => board.load(start, spec.selected, 'Back to the lesson’s position.');
  const pristine = board.game.moves.length === 0;
  const root = useRef<HTMLDivElement>(null);
  const [display, setDisplay] = useState<BoardDisplay>({ mode: '2d', flipped: false });
  const touched = useRef(false);
  useEffect(() => {
    const el = root.current;
    // On a lesson's path (components/learn/) a step must fit a phone's screen, where the 2-D level is what fits.
    if (spec.view !== '3d' || !el || el.closest('[data-learn]')) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const io = new IntersectionObserver(
      ([e]) => {
        clearTimeout(timer);
        // Most of it on screen (a tall board: half the screen).
        if (!e || (e.intersectionRatio < 0.6 && e.intersectionRect.height < 0.5 * window.innerHeight)) return;
        timer = setTimeout(() => {
          io.disconnect();
          if (!touched.current) setDisplay((d) => ({ ...d, mode: '3d' }));
        }, 1500);
      },
      { threshold: [0, 0.2, 0.4, 0.6, 0.8, 1] },
    );
    io.observe(el);
    return () => {
      clearTimeout(timer);
      io.disconnect();
    };
  }, [spec.view]);
  return (
    <div ref={root} className={`${explore.explore} ${css.board}`} data-diagram-board="">
      <PlayableBoard
        // Ready from its first commit: the board is only ever drawn in the browser (LazyBoard mounts it), so its
        // handlers are attached when it appears, and a second render just to say so would delay the first board.
        st={{ ...board, ready: true }}
        highlights={pristine ? spec.highlights : undefined}
        arrows={pristine ? spec.arrows : undefined}
        display={display}
        onDisplay={(d) => {
          touched.current = true;
          setDisplay(d);
        }}
        className={css.boardArea}
        levelPlaceholder={levels?.length ? (l) => levelImage(levels.find((p) => p.level === l)) : undefined}
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

/** A level map's static picture, as the lesson's picture of the board shows it (BoardPicture.tsx). */
function levelImage(p: LevelPicture | undefined) {
  return p ? <img src={p.src} width={p.width} height={p.height} alt="" className={css.levelImg} /> : null;
}
