/**
 * What the explore page says aloud (through its live region) and shows in its status line: a move played,
 * check and the end of the game, a selection and where the man can go. Built from the engine's board view and
 * move views; pure, no React.
 */
import type { BoardView, MoveView } from '@/engine';
import { manWords } from '@/components/board/core/labels';
import { movesByTarget } from '@/components/board/core/targets';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sideOf = (view: Pick<BoardView, 'sideNames'>, side: 'w' | 'b') => view.sideNames[side];

/** Names a piece of the legend by letter for a side ("rook", "Rider"). */
export function pieceName(view: Pick<BoardView, 'legend'>, letter: string, side: 'w' | 'b'): string {
  const e = view.legend.find((l) => l.letter === letter);
  return e ? e.names[side] : letter;
}

/** Describes a move about to be played from `from` in `view`: "White knight d1 to c3". */
export function moveSentence(view: BoardView, from: string, mv: MoveView): string {
  const side = view.turn;
  const man = view.pieces.find((p) => p.cell === from);
  const who = man ? cap(manWords(view, man)) : `${sideOf(view, side)} ${pieceName(view, from.slice(1), side)}`;
  const seen = new Set<string>();
  const victims: string[] = [];
  for (const c of mv.captures) {
    if (seen.has(c)) continue;
    const p = view.pieces.find((q) => q.cell === c);
    seen.add(c);
    if (p?.other) seen.add(p.other); // a two-cell man is named once
    victims.push(p ? `${manWords(view, p)} on ${c}` : c);
  }
  const takes = victims.length ? ` takes ${victims.join(' and ')}` : '';
  const promo = mv.promo ? `, promotes to ${pieceName(view, mv.promo, side)}` : '';
  if (mv.kind === 'drop') return `${who} dropped on ${mv.land[0]}`;
  if (mv.kind === 'stay') return `${who} ${from}${takes} without moving`;
  if (mv.steps) {
    const named = (c: string) => {
      const p = view.pieces.find((q) => q.cell === c || q.other === c);
      return p ? `the ${manWords(view, p)} on ${c}` : `on ${c}`;
    };
    return `${who} ${mv.text.split(/[>x]/)[0]} ${stepWords(mv, named)}`;
  }
  return `${who} ${from} to ${mv.land[0]}${takes}${promo}`;
}

/**
 * A two-cell man's steps in words: "to e5-f5", "to e5-f5, then to e4-f4", "to e5-f5 taking on e5, then back to
 * f5-g5" (a capture and retreat ends where it began).
 */
export function stepWords(
  mv: Pick<MoveView, 'steps' | 'text'>,
  taken: (cell: string) => string = (c) => `on ${c}`,
): string {
  const origin = mv.text.split(/[>x]/)[0];
  return (mv.steps ?? [])
    .map((s, i) => {
      const cells = s.cells.join('-');
      const where = i > 0 && cells === origin ? `back to ${cells}` : `to ${cells}`;
      return `${i > 0 ? 'then ' : ''}${where}${s.took ? ` taking ${taken(s.took)}` : ''}`;
    })
    .join(', ');
}

/** Says what follows a move: "check", "checkmate: White wins", "stalemate: a draw" (empty when nothing). */
export function afterSentence(
  view: Pick<BoardView, 'sideNames'>,
  inCheck: boolean,
  outcome?: { readonly status: string; readonly winner?: 'w' | 'b' },
): string {
  if (outcome)
    return `${outcome.status.replace('-', ' ')}: ${outcome.winner ? `${sideOf(view, outcome.winner)} wins` : 'a draw'}`;
  return inCheck ? 'check' : '';
}

/** Describes a selection and where the man can go: "White knight on d1: 2 moves, to c3, f3." */
export function selectionSentence(view: BoardView, cell: string): string {
  const targets = [...movesByTarget(view, cell).keys()];
  const man = view.pieces.find((p) => p.cell === cell);
  const who = cell.startsWith('@')
    ? `${sideOf(view, view.turn)} ${pieceName(view, cell.slice(1), view.turn)} in hand`
    : man
      ? `${cap(manWords(view, man))} on ${cell}`
      : cell;
  if (man && man.color !== view.turn) return `${who}. It is ${sideOf(view, view.turn)}'s turn.`;
  if (!targets.length) return `${who}: no legal moves.`;
  return `${who}: ${targets.length} ${targets.length === 1 ? 'move' : 'moves'}, to ${targets.join(', ')}.`;
}
