// The browser tests' fixtures (Playwright Test, playwright.config.mjs): what every test file used to start and stop
// by hand. Each worker starts one static server of the export (`site`: out/ on an ephemeral port of 127.0.0.1) and,
// when a file asks for it, one live-class server (`live`: server/main.ts serving out/ with Socket.IO); the browser is
// Playwright's own worker fixture, launched from Debian's Chromium as playwright.config.mjs says (no download).
import { test as base } from '@playwright/test';
import { startLive } from '../live/harness.mjs';
import { serveExport } from './browser.mjs';

export const test = base.extend({
  /** The built site served statically: `{ url, server }`. One per worker. */
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const srv = await serveExport('out');
      await use(srv);
      srv.server.closeAllConnections();
      await new Promise((r) => srv.server.close(r));
    },
    { scope: 'worker' },
  ],
  /** The site's own server with the live class (one process, classes in memory): `{ url, port, proc, stop }`. */
  live: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const live = await startLive('out');
      await use(live);
      await live.stop();
    },
    { scope: 'worker' },
  ],
});
