/**
 * A lesson's board (components/mdx/README.md): the lesson's position with the selected man's moves, highlights
 * and arrows drawn, first as a static picture (BoardPicture.tsx, drawn at build time), made playable when it
 * comes near the viewport (LazyBoard.tsx, DiagramBoard.tsx). Bad props show the engine's message. Server
 * component: the props are read against the engine at build time.
 */
import BoardPicture from './BoardPicture';
import { diagramPicture, pictureFiles, pictureView } from './pictures';
import LazyBoard from './LazyBoard';
import { boardSpecOf, readDiagram, type DiagramProps } from './diagramSpec';
import explore from '@/components/board/playable.module.css';
import css from './mdx.module.css';
import ErrorBoundary from '@/components/ErrorBoundary';
import type { BlockStamp } from './remarkOutline.mjs';

/** Renders one lesson diagram with its caption (its block number, at a lesson's top level, on its root). */
export default function Diagram(props: DiagramProps & { readonly caption: string } & BlockStamp) {
  const { setup, errors } = readDiagram(props);
  const fatal = !setup || errors.some((e) => e.field === 'select' || e.field === 'component');
  const spec = setup && !fatal ? boardSpecOf(setup, props.view === '3d' ? '3d' : '2d', props.free === true) : undefined;
  const picture = spec && diagramPicture(spec);
  // A prism's level maps: the board shows their pictures while it first appears (PlayableBoard's levelPlaceholder).
  const levels = picture
    ? pictureFiles(picture, pictureView(picture))
        .slice(1)
        .map(({ src, width, height, level }) => ({ src, width, height, level: level! }))
    : [];
  return (
    <figure
      className={css.diagram}
      data-diagram={props.variant}
      data-position={setup?.startText}
      data-selected={setup?.selected}
      data-component={props.component}
      data-block={props['data-block']}
    >
      {spec ? (
        <ErrorBoundary what="this diagram">
          <LazyBoard what={{ kind: 'diagram', spec, levels }}>
            <div className={`${explore.explore} ${css.board}`} data-diagram-board="">
              <BoardPicture spec={picture!} />
              <p className={css.live} />
            </div>
          </LazyBoard>
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
