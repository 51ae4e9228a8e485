// Many 3-D boards on one page, and no leaks: in the Lengthleaper lesson every diagram switched to 3-D one after
// the other works (no "Too many active WebGL contexts", no blank canvas: a board in view shows its scene or says
// why not); toggling 3-D on and off 30 times on the Lengthleaper free board leaves the heap and the DOM node count
// flat after garbage collection (CDP HeapProfiler.collectGarbage, Runtime.getHeapUsage, Memory.getDOMCounters).
// The two tests are two files (board3d-many.e2e.test.mjs, board3d-toggle.e2e.test.mjs), so that the two-at-a-time
// test runner can run them side by side; this module is their browser and helpers.
import { after, before } from 'node:test';
import { launchBrowser, serveExport } from './browser.mjs';

/** The static server and the browser of the file that imports this module. */
export const env = {};
before(async () => {
  [env.srv, env.browser] = await Promise.all([serveExport('out'), launchBrowser()]);
});
after(async () => {
  await env.browser?.close();
  env.srv?.server.close();
});

/** Collects garbage and returns the used JS heap (bytes) and the document's node count. */
export async function measure(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  return { heap: usedSize, nodes };
}

/** Clicks a board's 3-D (or 2-D) button. */
export const setView = (board, mode) =>
  board.getByRole('button', { name: mode === '3d' ? '3-D' : '2-D', exact: true }).click();
