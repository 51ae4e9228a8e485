/**
 * What a drawn capture takes (issue #47 item 3): a red badge with a white cross in the lower corner of every man the
 * selected man's captures take, and for an arrow that is a capture taking a man off its landing cell (a withdrawal,
 * a Catapult's leap, a Panoply Pawn's jump) a dashed red line from the arrow's start to that man, so the picture says
 * where the man goes (the arrow) and what it takes (the line and the badge). Drawn alike in the static pictures and
 * in print; the 3-D scene draws its cones over the same men. No hooks (server-safe).
 */
import { UNIT, type BoardGeom } from './core/geometry';
import { INK } from './core/palette';

const u = UNIT;

/** The badge on each man taken. */
export function TakenMarks({ g, cells }: { g: BoardGeom; cells: readonly string[] }) {
  const r = u * 0.16;
  const k = r * 0.5;
  return (
    <g pointerEvents="none">
      {cells.map((n) => {
        const c = g.byName.get(n);
        if (!c) return null;
        const x = c.x + g.manR * 0.72;
        const y = c.y + g.manR * 0.72;
        return (
          <g key={n} data-taken-mark={n}>
            <circle cx={x} cy={y} r={r} fill={INK.alert} stroke="#fff" strokeWidth={u * 0.035} />
            <path
              d={`M${x - k} ${y - k}L${x + k} ${y + k}M${x + k} ${y - k}L${x - k} ${y + k}`}
              stroke="#fff"
              strokeWidth={u * 0.05}
              strokeLinecap="round"
            />
          </g>
        );
      })}
    </g>
  );
}

/** The dashed line from a capturing arrow's start to each man it takes off its landing cell. */
export function TakeLines({ g, takes }: { g: BoardGeom; takes: readonly (readonly [string, string])[] }) {
  return (
    <g pointerEvents="none" stroke={INK.alert} strokeWidth={u * 0.06} strokeLinecap="round" fill="none">
      {takes.map(([a, b]) => {
        const p = g.byName.get(a);
        const q = g.byName.get(b);
        if (!p || !q || p === q) return null;
        const len = Math.hypot(q.x - p.x, q.y - p.y);
        const k = (len - g.manR * 0.9) / len;
        return (
          <line
            key={a + b}
            data-take-line={`${a}-${b}`}
            x1={p.x}
            y1={p.y}
            x2={p.x + (q.x - p.x) * k}
            y2={p.y + (q.y - p.y) * k}
            strokeDasharray={`${u * 0.12} ${u * 0.1}`}
          />
        );
      })}
    </g>
  );
}
