import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import './globals.css';
import './fit.css';

export const metadata: Metadata = {
  title: { default: 'Hexplore', template: '%s · Hexplore' },
  description: 'Learn chess variants on unusual boards: hexagons, peanuts, prisms and more.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="wrap header-row">
            <Link href="/" className="site-name">
              Hexplore
            </Link>
            <nav aria-label="Main">
              <Link href="/variants/">Variants</Link>
              <Link href="/pieces/">Pieces</Link>
            </nav>
          </div>
        </header>
        <main id="main" className="wrap">
          {children}
        </main>
        <footer className="site-footer">
          <div className="wrap">Hexplore: chess variants on unusual boards.</div>
        </footer>
      </body>
    </html>
  );
}
