// node --test test/e2e/a11y-pages-1.e2e.test.mjs   (needs out/ from `npm run build`)
// The accessibility audit, share 1 of 3 of the pages (test/e2e/a11y-pages.mjs; what is checked: a11y.e2e.test.mjs).
import { a11yPagesTests } from './a11y-pages.mjs';

a11yPagesTests(0, 3);
