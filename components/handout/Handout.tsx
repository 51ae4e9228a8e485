/**
 * A variant's printed handout. Page 1 is the summary sheet: every piece with how it moves in plain words
 * (content/pieceWords.ts) and a small picture of
 * its moves (the piece gallery's build-time SVGs), the key end rules, the table of length leapers where the variant
 * has them (computed from the engine), and what is reconstructed. After it, a short workbook: the start position
 * (a prism board as labelled level maps), our readings of the rules, two puzzles with room to answer, and the
 * answers. Server component: static SVG, no board code in the browser.
 */
import { boardView, leapNotation, leapNotationWords, parsePosition, variantNotes, type PuzzleDef } from '@/engine';
import BoardSvg from '@/components/board/BoardSvg';
import LevelMaps from '@/components/board/LevelMaps';
import { galleryBoardView, galleryPieces, nearBoardSrc } from '@/components/gallery/gallery';
import PuzzleSheet from '@/components/classroom/PuzzleSheet';
import { END_RULES } from '@/content/handouts';
import { pieceWords } from '@/content/pieceWords';
import { displayName, type VariantInfo } from '@/content/variants';
import { centreOf, leaperTable, type LeaperRow } from './leapers';
import { nearPicture } from './near';
import css from './handout.module.css';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const root = (n: number) => (Number.isInteger(Math.sqrt(n)) ? String(Math.sqrt(n)) : `√${n}`);

/** The table of length leapers: each one's length, the parts of its leap, its targets and what it is tied to. */
function LeaperTable({ rows, centre }: { rows: readonly LeaperRow[]; centre: string }) {
  // On a phone the table scrolls sideways inside its own box, not the page (a region the keyboard can reach).
  return (
    <div className={css.tableScroll} role="region" aria-label="The length leapers" tabIndex={0}>
      <table className={css.leapers} data-leaper-table="">
        <caption>
          The length leapers (computed by the engine): each jumps over any men to every cell at its length. A leap of
          length √n crosses some levels and steps across within a level, levels² + across² = n. Each part is written as
          Gilman writes it, the larger number first: the whole number is the levels crossed and rN stands for √N across
          ({leapNotationWords('r3:1')}); when both numbers are whole, either may be the levels. In brackets: the part’s
          targets from {centre} on an empty board. Tied to: how many cells a lone leaper on {centre} can ever reach.
        </caption>
        <thead>
          <tr>
            <th scope="col">Leaper</th>
            <th scope="col">Length</th>
            <th scope="col">Parts (Gilman’s notation)</th>
            <th scope="col">Targets from {centre}</th>
            <th scope="col">Tied to</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.letter} data-leaper={r.letter}>
              <th scope="row">
                {cap(r.name)} <code>{r.letter}</code>
              </th>
              <td className={css.nowrap}>{Number.isInteger(Math.sqrt(r.n)) ? `${root(r.n)} (√${r.n})` : root(r.n)}</td>
              <td>
                {r.parts.map((p, i) => (
                  <span key={p.name}>
                    {i > 0 && '; '}
                    {p.name}:{' '}
                    {p.steps.length
                      ? [...new Set(p.steps.map((s) => leapNotation(s.levels, s.inLevel)))].join(' or ')
                      : 'never fits'}{' '}
                    ({p.fromCentre})
                  </span>
                ))}
              </td>
              <td>{r.fromCentre}</td>
              <td>
                {r.tiedCells === r.cells ? `all ${r.cells}` : `${r.tiedCells} (level ${r.tiedLevels.join(', ')})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Renders the summary sheet and the short handout of one variant. */
export default function Handout({ variant, puzzles }: { variant: VariantInfo; puzzles: readonly PuzzleDef[] }) {
  const name = displayName(variant);
  const pieces = galleryPieces().find((g) => g.variant.id === variant.id)?.pieces ?? [];
  const start = parsePosition(variant.id);
  const view = start.ok ? boardView(start.value, { play: false }) : undefined;
  const legend = new Map(view?.legend.map((e) => [e.letter, e]));
  const notes = variantNotes(variant.id);
  const readings = notes.ok ? notes.value : [];
  const reconstructed = readings.filter((n) => /reconstruct/i.test(n));
  const rows = leaperTable(variant.id);
  const centre = centreOf(variant.id) ?? '';
  return (
    <>
      <section className={css.summary} aria-labelledby="summary" data-summary-sheet="">
        <h2 id="summary" className={css.sheetTitle}>
          {name}: summary sheet
        </h2>
        <p className={css.facts}>
          {variant.inventor}
          {variant.year ? `, ${variant.year}` : ''}. Board: {variant.board}.
          {view
            ? ` ${view.sideNames.w} moves first${variant.firstMoveOurs ? ' (our reading: the sources do not say)' : ''}.`
            : ''}
        </p>
        <ul className={pieces.length > 12 ? `${css.pieces} ${css.piecesMany}` : css.pieces} data-summary-pieces="">
          {pieces.map((p) => {
            const e = legend.get(p.letter);
            const lone = galleryBoardView(p);
            const v = lone && nearPicture(lone, p.cell)?.box;
            return (
              <li key={p.anchor} className={css.piece} data-summary-piece={p.letter} data-box="">
                <img
                  src={nearBoardSrc(p.anchor)}
                  alt={`The ${e?.names.w ?? p.letter} on ${p.cell} and the cells next to it, with the moves it has there`}
                  width={v ? Math.round(v.w) : undefined}
                  height={v ? Math.round(v.h) : undefined}
                  className={css.pieceImg}
                  data-near-box={v ? `${v.x} ${v.y} ${v.w} ${v.h} ${v.cell}` : undefined}
                />
                <div>
                  <h3 className={css.pieceName}>
                    {cap(e?.names.w ?? p.kind)} <code>{p.letter}</code>
                  </h3>
                  <p className={css.pieceMoves}>{pieceWords(variant.id, p.letter) ?? p.moves}</p>
                </div>
              </li>
            );
          })}
        </ul>
        {rows.length > 0 && <LeaperTable rows={rows} centre={centre} />}
        <div className={css.ends}>
          <div className={css.endRules} data-box="">
            <h3>How the game ends</h3>
            <ul>
              {END_RULES[variant.id].map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          {reconstructed.length > 0 && (
            <p className={css.reconstructed} data-reconstructed="" data-box="">
              <strong>Reconstructed.</strong> {reconstructed.join(' ')}
            </p>
          )}
        </div>
      </section>

      <div className={css.workbook} data-handout-body="">
        {view && (
          <figure className={css.start} data-box="" data-handout-board="">
            <h2>The start position</h2>
            {view.levels > 1 ? (
              <LevelMaps view={view} columns={2} />
            ) : (
              <BoardSvg view={view} noHitLayer label={`${name}: the start position`} className={css.startBoard} />
            )}
            <figcaption>
              {name} at the start, {view.sideNames.w} at the bottom.
              {view.levels > 1 ? ' The four levels, a (top) to d (bottom), each with its ranks and files.' : ''}
            </figcaption>
          </figure>
        )}
        {readings.length > 0 && (
          <aside className={css.readings} data-box="">
            <h2>Our readings of the rules</h2>
            <ul>
              {readings.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </aside>
        )}
        {puzzles.length > 0 && (
          <section className={css.tryIt} aria-labelledby="try">
            <h2 id="try">Try it: two puzzles</h2>
            <PuzzleSheet puzzles={puzzles.slice(0, 2)} />
          </section>
        )}
      </div>
    </>
  );
}
