/**
 * A board's static picture (components/mdx/pictures.ts), laid out like the interactive board it stands for
 * (the same tool bar height, picture frame and level maps), so nothing moves when the board replaces it. The tool
 * bar holds one button, "Play on this board", for keyboard and screen reader users (focus or click makes the board
 * interactive: components/mdx/LazyBoard.tsx). Server component, no hooks.
 */
import { levelLetter } from '@/components/board/core/labels';
import board from '@/components/board/board.module.css';
import explore from '@/components/board/playable.module.css';
import { pictureAlt, pictureFiles, pictureView, type PictureSpec } from './pictures';
import css from './mdx.module.css';

const POSITION = ['bottom', 'lower middle', 'upper middle', 'top'];

interface BoardPictureProps {
  readonly spec: PictureSpec;
  /** The board root's class (a lesson diagram's by default). */
  readonly className?: string;
  /** Load the picture at once (the first board of a page) instead of when it comes near. */
  readonly eager?: boolean;
}

/** Renders the static picture of a board with the activation button. */
export default function BoardPicture({ spec, className, eager }: BoardPictureProps) {
  const view = pictureView(spec);
  const [whole, ...levels] = pictureFiles(spec, view);
  const prism = levels.length > 0;
  const loading = eager ? undefined : 'lazy';
  return (
    <div className={className ?? css.boardArea} data-board-picture={view.variant}>
      <div className={explore.toolbar}>
        <button type="button" data-activate="">
          Play on this board
        </button>
      </div>
      <div className={prism ? explore.prism : undefined}>
        <div className={`${explore.picture} ${prism ? explore.tower : ''}`}>
          <img
            src={whole!.src}
            width={whole!.width}
            height={whole!.height}
            alt={pictureAlt(view, spec.selected)}
            className={`${explore.boardSvg} ${css.boardImg}`}
            data-board-svg={view.variant}
            loading={loading}
            decoding="async"
          />
        </div>
        {prism && (
          <div
            className={board.levelMaps}
            data-level-maps=""
            style={{ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          >
            {levels.map((f) => (
              <figure key={f.level} className={board.levelMap} data-level={levelLetter(f.level!, view.levels)}>
                <img
                  src={f.src}
                  width={f.width}
                  height={f.height}
                  alt=""
                  className={css.levelImg}
                  data-board-svg={view.variant}
                  loading={loading}
                  decoding="async"
                />
                <figcaption>
                  {`Level ${levelLetter(f.level!, view.levels)} (${view.levels === 4 ? POSITION[f.level!] : `${f.level! + 1} of ${view.levels}`})`}
                </figcaption>
              </figure>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
