// node --test test/e2e/slides-fit-1.e2e.test.mjs   (needs out/ from `next build`)
// Slides that fit: share 1 of 3 of the lessons (test/e2e/slides-fit.mjs).
import { slidesFitTest } from './slides-fit.mjs';

slidesFitTest(0, 3);
