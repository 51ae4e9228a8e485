/**
 * Words for the end of a game: a title per way of ending, the score as a result ("1–0", "¾–¼", "½–½") and who
 * won. Pure, no React.
 */
import type { ByColor, Side } from '@/engine';

const TITLES: Readonly<Record<string, string>> = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  'bare-king': 'Bare king',
  'fifty-turns': 'Fifty-move rule',
  repetition: 'Repetition',
  draw: 'Draw',
  resignation: 'Resignation',
};

const FRACTIONS: Readonly<Record<string, string>> = { '0': '0', '1': '1', '0.5': '½', '0.25': '¼', '0.75': '¾' };

/** Returns the banner's title for an outcome status ("Checkmate"). */
export const endTitle = (status: string): string => TITLES[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

/** Returns the result as the first side's score, a dash, the second side's ("1–0", "¾–¼"). */
export const resultText = (score: ByColor<number>): string =>
  [score.w, score.b].map((s) => FRACTIONS[String(s)] ?? String(s)).join('–');

/** Says who won ("White wins", "a draw"), and against the computer whether that is the player. */
export function winnerText(sideNames: ByColor<string>, winner: Side | undefined, computer?: Side): string {
  if (winner === undefined) return 'A draw.';
  const you = computer === undefined ? '' : winner === computer ? ' The computer wins this one.' : ' You win!';
  return `${sideNames[winner]} wins.${you}`;
}
