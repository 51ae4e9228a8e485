// node --test test/e2e/board3d-pick-lengthleaper.e2e.test.mjs   (needs out/ from `next build`)
// Pointing at the 3-D board of the lengthleaper start (test/e2e/board3d-pick.mjs says what is checked).
import { pickTest } from './board3d-pick.mjs';

pickTest('lengthleaper');
