/** The move list's rows, shared by the explore panel and the play page. Pure, no React. */

/** Rows of the move list: [move number, first side's move, second side's move]. */
export function moveRows(
  texts: readonly string[],
  firstNumber: number,
  blackFirst: boolean,
): [number, string, string][] {
  const plies = blackFirst ? ['…', ...texts] : [...texts];
  const rows: [number, string, string][] = [];
  for (let i = 0; i < plies.length; i += 2) rows.push([firstNumber + i / 2, plies[i]!, plies[i + 1] ?? '']);
  return rows;
}
