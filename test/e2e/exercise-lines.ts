/**
 * Prints, as JSON, a shortest line of moves for every exercise of the variants named on the command line (or all):
 * `{ "<variant>": { "<exercise id>": ["5b3-7b4", ...] } }`, found with the engine's own search (minimumMoves), for
 * test/e2e/learn.e2e.test.mjs to play by taps. Run: npx tsx test/e2e/exercise-lines.ts lengthleaper
 */
import { EXERCISES } from '../../content/exercises/index';
import { minimumMoves } from '../../engine/index';

const ids = process.argv.slice(2);
const out: Record<string, Record<string, readonly string[]>> = {};
for (const [variant, list] of Object.entries(EXERCISES)) {
  if (ids.length && !ids.includes(variant)) continue;
  out[variant] = {};
  for (const x of list) {
    const r = minimumMoves(x.variant, x.position, x.stars);
    if (!r.ok) throw new Error(`${x.id}: ${r.error.message}`);
    out[variant][x.id] = r.value.line;
  }
}
process.stdout.write(JSON.stringify(out));
