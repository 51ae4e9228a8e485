import type { Metadata } from 'next';
import DevBoard3D from './DevBoard3D';

export const metadata: Metadata = {
  title: '3-D board (dev)',
  robots: { index: false, follow: false },
};

/** A developer's page (not linked from the site): every variant's start position on the 3-D board. */
export default function DevBoard3DPage() {
  return (
    <article>
      <h1>3-D board (dev)</h1>
      <p className="note">
        A developer&apos;s test page for the 3-D board. Pick a variant; click a man, then a destination.
      </p>
      <DevBoard3D />
    </article>
  );
}
