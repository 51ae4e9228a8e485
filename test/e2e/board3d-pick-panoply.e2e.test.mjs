// node --test test/e2e/board3d-pick-panoply.e2e.test.mjs   (needs out/ from `next build`)
// Pointing at the 3-D board of the panoply start (test/e2e/board3d-pick.mjs says what is checked).
import { pickTest } from './board3d-pick.mjs';

pickTest('panoply');
