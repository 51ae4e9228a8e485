// node --test test/e2e/slides-fit-3.e2e.test.mjs   (needs out/ from `next build`)
// Slides that fit: share 3 of 3 of the lessons (test/e2e/slides-fit.mjs).
import { slidesFitTest } from './slides-fit.mjs';

slidesFitTest(2, 3);
