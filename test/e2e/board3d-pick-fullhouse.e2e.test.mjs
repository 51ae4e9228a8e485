// node --test test/e2e/board3d-pick-fullhouse.e2e.test.mjs   (needs out/ from `next build`)
// Pointing at the 3-D board of the fullhouse start (test/e2e/board3d-pick.mjs says what is checked).
import { pickTest } from './board3d-pick.mjs';

pickTest('fullhouse');
