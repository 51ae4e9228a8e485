/**
 * Writes the static pictures of the lessons' boards (components/mdx/pictures.ts) as SVG files into
 * public/lessons/boards/ (run by scripts/boards.tsx, before Next in `npm run build` and `npm run dev`): every
 * <Diagram> and <PieceCard> of the lessons' outlines (components/mdx/outline.ts), each lesson's start position at its
 * top (components/mdx/LessonStart.tsx), and every puzzle (the lessons show
 * the first ones). The lesson pages show them with <img> until a board comes near the viewport and becomes playable,
 * so a page's HTML holds no board drawing.
 * Usage: npx tsx scripts/lesson-boards.tsx
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import BoardSvg from '../components/board/BoardSvg';
import {
  diagramPicture,
  PICTURE_DIR,
  pictureFiles,
  pictureView,
  puzzlePicture,
  type PictureSpec,
} from '../components/mdx/pictures';
import {
  boardSpecOf,
  diagramProps,
  readDiagram,
  readPieceCard,
  type DiagramProps,
} from '../components/mdx/diagramSpec';
import { lessonOf } from '../components/mdx/lessons';
import { lessonOutline, propOf, type LessonOutline } from '../components/mdx/outline';
import { PUZZLES } from '../content/puzzles/index';
import { VARIANT_IDS } from '../engine/index';

const EMPTY = lessonOutline('');

/** The pictures of every diagram and piece card of a lesson (the ones with mistakes are left out). */
function lessonPictures(outline: LessonOutline, id: string): PictureSpec[] {
  const specs: PictureSpec[] = [];
  // The start position at the lesson's top (components/mdx/LessonStart.tsx): a <Diagram> with the variant alone.
  const start = outline === EMPTY ? undefined : readDiagram({ variant: id }).setup;
  if (start) specs.push(diagramPicture(boardSpecOf(start, '2d', false)));
  for (const e of outline.elements) {
    let props: DiagramProps | undefined;
    if (e.name === 'Diagram') props = diagramProps(e);
    else if (e.name === 'PieceCard') {
      const [variant, letter, cell] = [propOf(e, 'variant'), propOf(e, 'letter'), propOf(e, 'cell')];
      if (!variant || !letter || !cell) continue;
      const position = readPieceCard({ variant, letter, cell }).position;
      if (position) props = { variant, position, select: cell.split('-')[0], free: true };
    }
    if (!props) continue;
    const { setup, errors } = readDiagram(props);
    if (!setup || errors.some((x) => x.field === 'select' || x.field === 'component')) continue;
    specs.push(diagramPicture(boardSpecOf(setup, '2d', props.free === true)));
  }
  return specs;
}

/** Draws one file of a picture as a standalone SVG document. */
function draw(spec: PictureSpec, level: number | undefined): string {
  const view = pictureView(spec);
  return renderToStaticMarkup(
    <BoardSvg
      view={view}
      selected={spec.selected}
      highlights={spec.highlights}
      arrows={spec.arrows}
      flipped={spec.flipped}
      level={level}
      noHitLayer
      decorative
    />,
  )
    .replace(/^<svg /, '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/ aria-hidden="true"/, '')
    .replace(
      / viewBox="(\S+) (\S+) (\S+) (\S+)" width="100%"/,
      (_m, x, y, w, h) => ` viewBox="${x} ${y} ${w} ${h}" width="${w}" height="${h}"`,
    );
}

const specs = [
  ...VARIANT_IDS.flatMap((id) => lessonPictures(lessonOf(id) ?? EMPTY, id)),
  ...PUZZLES.map(puzzlePicture),
];
rmSync(PICTURE_DIR, { recursive: true, force: true });
mkdirSync(PICTURE_DIR, { recursive: true });
const written = new Set<string>();
let bytes = 0;
for (const spec of specs)
  for (const f of pictureFiles(spec, pictureView(spec))) {
    if (written.has(f.file)) continue;
    const svg = draw(spec, f.level);
    writeFileSync(join(PICTURE_DIR, f.file), svg);
    written.add(f.file);
    bytes += svg.length;
  }
console.log(
  `lesson boards: ${written.size} pictures of ${specs.length} boards, ${(bytes / 1024).toFixed(0)} kB, in ${PICTURE_DIR}/`,
);
