/**
 * The engine's notes on what was reconstructed, after a lesson that does not cover them itself: the last block of the
 * lesson body (presenter mode and the path count it as one: components/classroom/steps.ts `RECONSTRUCTED`). Server
 * component.
 */
import { RECONSTRUCTED } from '@/components/classroom/steps';
import css from './lesson.module.css';

/** `block`: the outline's number of blocks (the notes box comes after them: `data-block`, components/mdx/remarkOutline.mjs). */
export default function ReconstructedBox({ notes, block }: { notes: readonly string[]; block: number }) {
  if (!notes.length) return null;
  return (
    <aside className={css.notes} aria-labelledby={RECONSTRUCTED.id} data-step="alone" data-block={String(block)}>
      <h2 id={RECONSTRUCTED.id}>{RECONSTRUCTED.text}</h2>
      <p>Where the inventor’s rules are lost or unclear, the site plays by these readings:</p>
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </aside>
  );
}
