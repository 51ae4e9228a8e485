/**
 * Keyboard movement over a board: the neighbouring cell in a screen direction (arrow keys), found from the cells'
 * `xy` on the same level, and the same column one level up or down (PageUp / PageDown on the prism).
 * Ties (a hex has two neighbours 30° either side of "up") go to the one counter-clockwise of the key's direction,
 * so that the opposite key leads back to the start. Pure, no React.
 */
import type { CellView } from '@/engine';

export type Direction = 'up' | 'down' | 'left' | 'right';

const VEC: Record<Direction, readonly [number, number]> = { up: [0, 1], down: [0, -1], left: [-1, 0], right: [1, 0] };

/** Maps an arrow key (`event.key`) to a direction. */
export function arrowDirection(key: string): Direction | undefined {
  return ({ ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' } as const)[key as 'ArrowUp'];
}

type Cell = Pick<CellView, 'name' | 'xy' | 'level'>;

/**
 * Returns the cell next to `from` in a screen direction: among the cells of its level within about 50° of that
 * direction (straight lines only on squares), the nearest, weighing the angle; undefined at the edge.
 */
export function neighbourInDirection(
  cells: readonly Cell[],
  from: string,
  dir: Direction,
  flipped = false,
  layout?: 'hex-flat' | 'hex-pointy' | 'square',
): string | undefined {
  const minCos = layout === 'square' ? 0.95 : 0.6;
  const here = cells.find((c) => c.name === from);
  if (!here) return undefined;
  const s = flipped ? -1 : 1;
  const [dx, dy] = VEC[dir];
  let best: { name: string; score: number; ccw: number } | undefined;
  for (const c of cells) {
    if (c.level !== here.level || c.name === from) continue;
    const vx = s * (c.xy[0] - here.xy[0]);
    const vy = s * (c.xy[1] - here.xy[1]);
    const dist = Math.hypot(vx, vy);
    const cos = (vx * dx + vy * dy) / dist;
    if (cos < minCos) continue;
    const score = dist * (1 + 1.5 * (1 - cos));
    const ccw = dx * vy - dy * vx; // > 0: counter-clockwise of the direction
    if (!best || score < best.score - 1e-6 || (Math.abs(score - best.score) <= 1e-6 && ccw > best.ccw))
      best = { name: c.name, score, ccw };
  }
  return best?.name;
}

/** Returns the cell above (`delta` 1) or below (-1) `from` on the prism, or undefined. */
export function levelNeighbour(cells: readonly Cell[], from: string, delta: 1 | -1): string | undefined {
  const here = cells.find((c) => c.name === from);
  if (!here) return undefined;
  return cells.find(
    (c) =>
      c.level === here.level + delta && Math.abs(c.xy[0] - here.xy[0]) < 1e-6 && Math.abs(c.xy[1] - here.xy[1]) < 1e-6,
  )?.name;
}
