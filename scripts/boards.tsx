/**
 * The site's static board pictures, in one process: the gallery's and the variants' (scripts/gallery-boards.tsx),
 * then the lessons' and the puzzles' (scripts/lesson-boards.tsx). Run by `npm run build` and `npm run dev` before
 * Next. The two share the engine, React's server renderer and the board's drawing: one start of tsx and one load of
 * those instead of two.
 * Usage: npx tsx scripts/boards.tsx
 */
import './gallery-boards';
import './lesson-boards';
