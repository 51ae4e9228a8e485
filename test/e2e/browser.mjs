// Shared by the end-to-end tests: Debian's Chromium driven by playwright-core (no browser download), and the
// static server for out/. Set CHROMIUM_PATH to use another Chromium binary.
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
export const launchOptions = { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true };

/** Launches headless Chromium with the flags that render WebGL through SwiftShader (docs/STACK.md §4). */
export const launchBrowser = () => chromium.launch(launchOptions);

/** Serves a static export on an ephemeral port of 127.0.0.1; resolves to { server, url }. */
export const serveExport = (dir = 'out') => startServer(dir, 0);

/** Opens a page and records its uncaught errors and console errors in the returned arrays. */
export async function openPage(browser, viewport = { width: 1200, height: 800 }) {
  const page = await browser.newPage({ viewport });
  const pageErrors = [];
  const consoleErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  return { page, pageErrors, consoleErrors };
}
