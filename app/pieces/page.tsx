import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Pieces' };

export default function PiecesPage() {
  return (
    <article className="placeholder">
      <h1>Piece gallery</h1>
      <p className="status">
        The gallery is coming. It will show the pieces of every variant on Hexplore and how each one moves. It
        needs the rules engine, which is still being written.
      </p>
      <p>
        <Link href="/">← Back to all variants</Link>
      </p>
    </article>
  );
}
