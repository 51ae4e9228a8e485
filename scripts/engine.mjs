/**
 * `npm run engine`: the engine's command line (engine/cli.ts, docs/CONVENTIONS.md §6) run by node from one bundled
 * file, so that a run does not pay for compiling TypeScript at every start. The bundle is a build product
 * (node_modules/.cache/hexplore/, never committed), made by esbuild (installed with tsx) on the first run and
 * again whenever a file under engine/ is newer than it. `node scripts/engine.mjs --build` only builds it.
 */
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const engineDir = `${root}engine`;
const outDir = `${root}node_modules/.cache/hexplore`;
const outFile = `${outDir}/engine-cli.mjs`;

/** Returns the newest modification time of the engine's sources (and of this script). */
function newestSource() {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const f of readdirSync(engineDir, { recursive: true })) {
    if (typeof f === 'string' && f.endsWith('.ts')) newest = Math.max(newest, statSync(`${engineDir}/${f}`).mtimeMs);
  }
  return newest;
}

/** Returns the bundle's modification time, or 0 when there is none. */
function bundleTime() {
  try {
    return statSync(outFile).mtimeMs;
  } catch {
    return 0;
  }
}

/** Bundles engine/cli.ts into one file; written under a temporary name and renamed, so runs side by side are safe. */
async function build() {
  const { build: esbuild } = await import('esbuild');
  const r = await esbuild({
    entryPoints: [`${engineDir}/cli.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'error',
  });
  mkdirSync(outDir, { recursive: true });
  const tmp = `${outFile}.${process.pid}.tmp`;
  writeFileSync(tmp, r.outputFiles[0].contents);
  renameSync(tmp, outFile);
}

const onlyBuild = process.argv[2] === '--build';
if (onlyBuild || bundleTime() < newestSource()) await build();
if (!onlyBuild) await import(pathToFileURL(outFile).href);
