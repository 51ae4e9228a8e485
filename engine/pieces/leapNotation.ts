/**
 * Gilman's notation for a part of a length leap (docs/rules/lengthleaper.md §1.6), read and written in one place so
 * that the lesson, the generated piece descriptions and the handout say the same thing. A part is two numbers, the
 * larger first: the levels it crosses (always whole) and the distance across within a level (`rN` for √N when not
 * whole). So `r3:1` (the Rumbaba) is √3 across and 1 level, `r7:0` (the Sennight) √7 across and no level, `2:r3` (the
 * Foal) 2 levels and √3 across. When both numbers are whole, either may be the levels: `2:0` is two steps on a level
 * and two levels straight up or down. Pure.
 */

/** One reading of a part: the levels crossed and the squared distance across within a level. */
export interface LeapPart {
  readonly levels: number;
  readonly across2: number;
}

const whole = (square: number) => Number.isInteger(Math.sqrt(square));
/** A distance from its square, the way Gilman writes it: 4 -> "2", 7 -> "r7". */
const written = (square: number) => (whole(square) ? String(Math.sqrt(square)) : `r${square}`);
/** A distance from its square, for a reader: 4 -> "2", 7 -> "√7". */
const shown = (square: number) => (whole(square) ? String(Math.sqrt(square)) : `√${square}`);

/** Writes a part in Gilman's notation, the larger number first: (1 level, across² 3) -> "r3:1". */
export function leapNotation(levels: number, across2: number): string {
  const l = String(levels);
  const a = written(across2);
  return across2 > levels * levels ? `${a}:${l}` : `${l}:${a}`;
}

/** Reads a part in Gilman's notation: every (levels, across²) it stands for, or undefined when it is not one. */
export function readLeapNotation(notation: string): LeapPart[] | undefined {
  const m = /^(r?)(\d+):(r?)(\d+)$/.exec(notation);
  if (!m) return undefined;
  const [, r1, n1, r2, n2] = m;
  const x = Number(n1);
  const y = Number(n2);
  if (r1 && r2) return undefined; // the levels are always whole
  if (r1) return [{ levels: y, across2: x }];
  if (r2) return [{ levels: x, across2: y }];
  const both = [
    { levels: x, across2: y * y },
    { levels: y, across2: x * x },
  ];
  return x === y ? [both[0]!] : both.sort((a, b) => a.levels - b.levels);
}

/** One part in words: "1 level up or down and √3 across". */
function partWords(p: LeapPart): string {
  const levels = `${p.levels} level${p.levels === 1 ? '' : 's'}`;
  if (p.levels === 0) return `${shown(p.across2)} across within a level`;
  if (p.across2 === 0) return `${levels} straight up or down`;
  return `${levels} up or down and ${shown(p.across2)} across`;
}

/** A part's notation explained: "r3:1: 1 level up or down and √3 across"; the notation alone if unreadable. */
export function leapNotationWords(notation: string): string {
  const parts = readLeapNotation(notation);
  return parts ? `${notation}: ${parts.map(partWords).join(', or ')}` : notation;
}
