/**
 * The marks a 2-D board draws over its cells: last move, highlights, flagged cells, check, selection, the
 * hovered move's path and captures, legal destinations (a dot for a quiet move, a ring for a capture, a dashed
 * ring for a capture without moving), arrows and the keyboard focus. Every mark differs by shape, not colour
 * alone. No hooks (server-safe).
 */
import type { ReactNode } from 'react';
import type { MoveView } from '@/engine';
import { pointsOf, UNIT, type BoardGeom, type CellGeom } from './core/geometry';
import { INK } from './core/palette';
import type { CellModel } from './core/model';

const u = UNIT;

/** Cell fills and outlines under the men. */
export function CellMarks(p: {
  g: BoardGeom;
  id: string;
  lastMove?: readonly string[];
  highlights?: readonly string[];
  flagged?: readonly string[];
  check?: string;
  selected: readonly string[];
  hovered?: string;
}) {
  const cell = (name: string) => p.g.byName.get(name);
  const each = (names: readonly string[] | undefined, draw: (c: CellGeom) => ReactNode) =>
    (names ?? []).map((n) => {
      const c = cell(n);
      return c ? draw(c) : null;
    });
  const check = p.check ? cell(p.check) : undefined;
  const hov = p.hovered ? cell(p.hovered) : undefined;
  return (
    <g pointerEvents="none" strokeLinejoin="round">
      {each(p.lastMove, (c) => (
        <polygon key={`l${c.name}`} points={pointsOf(c)} fill={INK.last} fillOpacity={0.5} />
      ))}
      {each(p.highlights, (c) => (
        <polygon
          key={`h${c.name}`}
          points={pointsOf(c)}
          fill={INK.highlight}
          fillOpacity={0.45}
          stroke={INK.highlight}
          strokeWidth={u * 0.05}
        />
      ))}
      {each(p.flagged, (c) => (
        <polygon
          key={`f${c.name}`}
          points={pointsOf(c)}
          fill={`url(#${p.id}-flag)`}
          stroke={INK.alert}
          strokeWidth={u * 0.06}
          strokeDasharray={`${u * 0.1} ${u * 0.06}`}
          data-flagged={c.name}
        />
      ))}
      {check && (
        <g data-check={check.name}>
          <circle cx={check.x} cy={check.y} r={p.g.manR * 1.2} fill={`url(#${p.id}-check)`} />
          <circle
            cx={check.x}
            cy={check.y}
            r={p.g.manR * 1.12}
            fill="none"
            stroke={INK.alert}
            strokeWidth={u * 0.05}
            strokeDasharray={`${u * 0.06} ${u * 0.05}`}
          />
        </g>
      )}
      {each(p.selected, (c) => (
        <polygon
          key={`s${c.name}`}
          points={pointsOf(c)}
          fill={INK.action}
          fillOpacity={0.32}
          stroke={INK.action}
          strokeWidth={u * 0.05}
        />
      ))}
      {hov && <polygon points={pointsOf(hov)} fill={INK.action} fillOpacity={0.16} />}
    </g>
  );
}

/** The line a hovered move travels: from its man through the cells it passes to where it lands. */
export function MovePath({ g, from, moves }: { g: BoardGeom; from?: string; moves: readonly MoveView[] }) {
  const m = moves[0];
  const start = from ? g.byName.get(from) : undefined;
  if (!m || !start) return null;
  const pts = [start, ...m.path.map((c) => g.byName.get(c)), ...m.land.slice(-1).map((c) => g.byName.get(c))].filter(
    (c): c is CellGeom => !!c,
  );
  return (
    <g pointerEvents="none" stroke={INK.action} fill={INK.action}>
      {pts.length > 1 && (
        <polyline
          points={pts.map((c) => `${c.x},${c.y}`).join(' ')}
          fill="none"
          strokeOpacity={0.55}
          strokeWidth={u * 0.07}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {m.path.map((n) => {
        const c = g.byName.get(n);
        return c ? <circle key={n} cx={c.x} cy={c.y} r={u * 0.07} stroke="none" /> : null;
      })}
    </g>
  );
}

/** A cross over each man the hovered move would take. */
export function CaptureMarks({ g, cells }: { g: BoardGeom; cells: readonly string[] }) {
  const r = g.manR * 0.75;
  return (
    <g pointerEvents="none" stroke={INK.alert} strokeWidth={u * 0.09} strokeLinecap="round">
      {cells.map((n) => {
        const c = g.byName.get(n);
        if (!c) return null;
        const d = `M${c.x - r} ${c.y - r}L${c.x + r} ${c.y + r}M${c.x + r} ${c.y - r}L${c.x - r} ${c.y + r}`;
        return (
          <g key={n} data-capture-mark={n}>
            <path d={d} stroke="#fff" strokeWidth={u * 0.15} strokeOpacity={0.8} />
            <path d={d} />
          </g>
        );
      })}
    </g>
  );
}

/** The points of a five-pointed star of outer radius `r` around (x, y), its first point up. */
function starPoints(x: number, y: number, r: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const d = i % 2 ? r * 0.45 : r;
    return `${(x + d * Math.cos(a)).toFixed(3)},${(y + d * Math.sin(a)).toFixed(3)}`;
  }).join(' ');
}

/**
 * A practice exercise's stars (components/learn/): a gold star with a dark outline on each star cell, in its middle on
 * an empty cell, smaller in its upper corner over an enemy man (taken by standing there).
 */
export function StarMarks({ g, cells }: { g: BoardGeom; cells: readonly CellModel[] }) {
  if (!cells.some((c) => c.star)) return null;
  return (
    <g pointerEvents="none" strokeLinejoin="round">
      {cells.map(({ name: n, star, man }) => {
        const c = star && g.byName.get(n);
        if (!c) return null;
        const r = man ? g.manR * 0.5 : g.manR * 0.8;
        const x = man ? c.x + g.manR * 0.7 : c.x;
        const y = man ? c.y - g.manR * 0.7 : c.y;
        return (
          <polygon
            key={n}
            data-star={n}
            points={starPoints(x, y, r)}
            fill="#f2b707"
            stroke="#3b2a00"
            strokeWidth={u * 0.04}
          />
        );
      })}
    </g>
  );
}

/** Legal destinations of the selected man: a dot, a ring (capture), a red-edged dot (a capture landing on an empty
 *  cell) or a dashed ring (capture without moving). */
export function DestMarks({ g, cells }: { g: BoardGeom; cells: readonly CellModel[] }) {
  return (
    <g pointerEvents="none">
      {cells.map(({ name: n, dest, man }) => {
        const c = dest && g.byName.get(n);
        if (!c) return null;
        // A quiet move: a dot. A capture landing on an empty cell (it takes a man elsewhere, marked taken): the dot
        // edged in red, not a ring around nothing.
        const landing = dest === 'capture' && !man;
        if (dest === 'move' || landing)
          return (
            <circle
              key={n}
              data-dest-mark={landing ? 'capture-landing' : 'move'}
              cx={c.x}
              cy={c.y}
              r={u * (landing ? 0.16 : 0.15)}
              fill={INK.dest}
              fillOpacity={0.55}
              stroke={landing ? INK.alert : '#fff'}
              strokeOpacity={landing ? 1 : 0.7}
              strokeWidth={u * (landing ? 0.06 : 0.02)}
            />
          );
        const stay = dest === 'stay';
        const r = g.manR * 1.08;
        return (
          <g key={n} data-dest-mark={stay ? 'stay' : 'capture'} fill="none">
            <circle cx={c.x} cy={c.y} r={r} stroke="#fff" strokeOpacity={0.75} strokeWidth={u * 0.1} />
            <circle
              cx={c.x}
              cy={c.y}
              r={r}
              stroke={INK.dest}
              strokeOpacity={0.8}
              strokeWidth={u * 0.06}
              strokeDasharray={stay ? `${u * 0.1} ${u * 0.07}` : undefined}
            />
          </g>
        );
      })}
    </g>
  );
}

/** Arrows between cell centres, stopping short of the target. */
export function Arrows({
  g,
  id,
  arrows,
}: {
  g: BoardGeom;
  id: string;
  arrows?: readonly (readonly [string, string])[];
}) {
  return (
    <g pointerEvents="none" stroke={INK.action} strokeOpacity={0.75} strokeWidth={u * 0.1} strokeLinecap="round">
      {(arrows ?? []).map(([a, b]) => {
        const p = g.byName.get(a);
        const q = g.byName.get(b);
        if (!p || !q || p === q) return null;
        const len = Math.hypot(q.x - p.x, q.y - p.y);
        const k = (len - u * 0.32) / len;
        return (
          <line
            key={a + b}
            x1={p.x}
            y1={p.y}
            x2={p.x + (q.x - p.x) * k}
            y2={p.y + (q.y - p.y) * k}
            markerEnd={`url(#${id}-arrow)`}
          />
        );
      })}
    </g>
  );
}

/** The keyboard focus: a thick yellow outline with a dark inner line, visible on every shade. */
export function FocusRing({ g, cell }: { g: BoardGeom; cell?: string }) {
  const c = cell ? g.byName.get(cell) : undefined;
  if (!c) return null;
  return (
    <g pointerEvents="none" fill="none" strokeLinejoin="round" data-focus-ring={c.name}>
      <polygon points={pointsOf(c)} stroke={INK.focus} strokeWidth={u * 0.12} />
      <polygon points={pointsOf(c)} stroke="#1c1f24" strokeWidth={u * 0.03} />
    </g>
  );
}
