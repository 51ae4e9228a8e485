'use client';
/**
 * The handout's header, printed only: the site, the variant, the lesson's address, and lines for a name and a
 * date. Also names the variant and the address in the top margin of every printed page (CSS page margin boxes).
 * The static page holds the path; the full address is filled in once the page runs.
 */
import { useEffect, useState } from 'react';

/** A CSS string literal (quotes and backslashes escaped, no line breaks). */
const cssString = (s: string) => `"${s.replace(/[\\"]/g, '\\$&').replace(/[\r\n]+/g, ' ')}"`;

/** Renders the print-only header of a lesson handout. */
export default function PrintHeader({
  name,
  path,
  kind = 'lesson handout',
}: {
  name: string;
  path: string;
  kind?: string;
}) {
  const [url, setUrl] = useState(path);
  useEffect(() => setUrl(`${window.location.origin}${window.location.pathname}`), []);
  const page = `@media print { @page { @top-left { content: ${cssString(`${name} · Hexplore`)}; } @top-right { content: ${cssString(url)}; } } }`;
  return (
    <header className="print-header" data-print-header="">
      <style>{page}</style>
      <p className="print-site">Hexplore · {kind}</p>
      <p className="print-variant">{name}</p>
      <p className="print-url">{url}</p>
      <p className="print-name">
        Name <span /> Date <span />
      </p>
    </header>
  );
}
