import { variantNotes } from '@/engine';

/** The engine's plain-language notes on what was reconstructed or interpreted for a variant (none: nothing). */
export default function ReconstructedNotes({ variant }: { variant: string }) {
  const v = variantNotes(variant);
  const notes = v.ok ? v.value : [];
  if (!notes.length) return null;
  return (
    <aside className="note" aria-label="What we reconstructed or interpreted">
      <p>
        <strong>What we reconstructed or interpreted</strong>
      </p>
      <ul>
        {notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </aside>
  );
}
