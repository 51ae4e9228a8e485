import Link from 'next/link';

export default function NotFound() {
  return (
    <article className="placeholder">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typing mistake.</p>
      <p>
        <Link href="/">← Go to the list of variants</Link>
      </p>
    </article>
  );
}
