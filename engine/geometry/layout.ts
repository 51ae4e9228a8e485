/**
 * Layouts: where cell centres lie in the board plane (Red Blob Games' hex-to-pixel), with neighbouring centres 1
 * apart and y pointing towards Black. The site draws 2-D and 3-D boards from these; the rules never use them.
 */
import type { Layout } from './board';

const H = Math.sqrt(3) / 2;

/** Flat-topped hexes, axial q across the files and r up each file (Gliński). */
export const hexFlat: Layout = { cell: 'hex-flat', xy: ([q, r]) => [q * H, r + q / 2] };
/** Pointy-topped hexes, axial r counted towards White (Red Blob's screen axes: Peanut, Panoply). */
export const hexPointyDown: Layout = { cell: 'hex-pointy', xy: ([q, r]) => [q + r / 2, -r * H] };
/** Pointy-topped hexes, axial r counted towards Black (Lengthleaper). */
export const hexPointyUp: Layout = { cell: 'hex-pointy', xy: ([q, r]) => [q + r / 2, r * H] };
/** Squares, x along the ranks and y up the files (King and Queen). */
export const squares: Layout = { cell: 'square', xy: ([x, y]) => [x, y] };
