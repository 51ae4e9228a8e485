// Saves a screenshot of a page of the built site: node scripts/screenshot.mjs [path] [file] [width] [height]
// e.g. node scripts/screenshot.mjs / public/readme-home.png 1200 800   (needs out/ from `npm run build`)
import { launchBrowser, serveExport } from '../test/e2e/browser.mjs';

const [path = '/', file = 'test-results/shot.png', width = '1200', height = '800'] = process.argv.slice(2);
const srv = await serveExport('out');
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
  await page.goto(srv.url + path, { waitUntil: 'networkidle' });
  await page.screenshot({ path: file });
  console.log(`saved ${file}`);
} finally {
  await browser.close();
  srv.server.close();
}
