/**
 * The still layers of a 2-D board: pattern definitions, the cells in their shades, the regions (castles hatched
 * and outlined, promotion zones edged with a dashed line) and the coordinate labels. No hooks (server-safe).
 */
import type { SVGProps } from 'react';
import type { BoardView } from '@/engine';
import { pointsOf, regionOutline, UNIT, type BoardGeom } from './core/geometry';
import { edgeLabels, levelLetter } from './core/labels';
import { INK, shadeFill } from './core/palette';

/** Patterns and markers shared by the layers; `id` keeps several boards on one page apart. */
export function Defs({ id }: { id: string }) {
  const u = UNIT;
  return (
    <defs>
      <pattern
        id={`${id}-hatch`}
        width={u * 0.16}
        height={u * 0.16}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <line x1={0} y1={0} x2={0} y2={u * 0.16} stroke={INK.edge} strokeOpacity={0.32} strokeWidth={u * 0.035} />
      </pattern>
      <pattern
        id={`${id}-flag`}
        width={u * 0.14}
        height={u * 0.14}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(-45)"
      >
        <line x1={0} y1={0} x2={0} y2={u * 0.14} stroke={INK.alert} strokeOpacity={0.75} strokeWidth={u * 0.045} />
      </pattern>
      <radialGradient id={`${id}-check`}>
        <stop offset="0%" stopColor={INK.alert} stopOpacity={0.95} />
        <stop offset="55%" stopColor={INK.alert} stopOpacity={0.55} />
        <stop offset="100%" stopColor={INK.alert} stopOpacity={0} />
      </radialGradient>
      <marker
        id={`${id}-arrow`}
        viewBox="0 0 10 10"
        refX={5}
        refY={5}
        markerWidth={3.2}
        markerHeight={3.2}
        orient="auto-start-reverse"
      >
        <path d="M0 0L10 5L0 10Z" fill={INK.action} />
      </marker>
    </defs>
  );
}

/** The cells, filled with their shades and outlined. */
export function Cells({ g }: { g: BoardGeom }) {
  return (
    <g stroke={INK.grid} strokeWidth={UNIT * 0.02} strokeLinejoin="round">
      {g.cells.map((c) => (
        <polygon key={c.name} points={pointsOf(c)} fill={shadeFill(g.layout, c.shade)} />
      ))}
    </g>
  );
}

/** Draws a list of outline segments as one path. */
function Outline({ segs, ...rest }: { segs: ReturnType<typeof regionOutline> } & SVGProps<SVGPathElement>) {
  if (!segs.length) return null;
  return (
    <path
      d={segs.map((s) => `M${s[0]} ${s[1]}L${s[2]} ${s[3]}`).join('')}
      fill="none"
      strokeLinecap="round"
      {...rest}
    />
  );
}

/** Castles (hatched, outlined) and promotion zones (a dashed edge), plus the board's own edge. */
export function Regions({ g, view, id }: { g: BoardGeom; view: Pick<BoardView, 'regions'>; id: string }) {
  const u = UNIT;
  const drawn = new Set(g.cells.map((c) => c.name));
  const castles = view.regions.filter((r) => r.name === 'castle');
  const promos = view.regions.filter((r) => r.name === 'promotion');
  return (
    <g pointerEvents="none">
      {castles.map((r) =>
        r.cells
          .filter((c) => drawn.has(c))
          .map((c) => <polygon key={`${r.side}${c}`} points={pointsOf(g.byName.get(c)!)} fill={`url(#${id}-hatch)`} />),
      )}
      {promos.map((r) => (
        <Outline
          key={`p${r.side}`}
          segs={regionOutline(
            g,
            r.cells.filter((c) => drawn.has(c)),
          )}
          stroke={INK.edge}
          strokeWidth={u * 0.035}
          strokeDasharray={`${u * 0.09} ${u * 0.08}`}
        />
      ))}
      {castles.map((r) => (
        <Outline
          key={`c${r.side}`}
          segs={regionOutline(
            g,
            r.cells.filter((c) => drawn.has(c)),
          )}
          stroke={INK.edge}
          strokeWidth={u * 0.055}
        />
      ))}
      <Outline segs={regionOutline(g, [...drawn])} stroke={INK.edge} strokeWidth={u * 0.045} />
    </g>
  );
}

/** File and rank labels of a flat board or level map; on a tower, each level's letter. */
export function Labels({ g, levels, level }: { g: BoardGeom; levels: number; level?: number }) {
  const u = UNIT;
  const labelled = level ?? 0;
  const levelTags =
    g.mode === 'tower'
      ? Array.from({ length: levels }, (_, l) => {
          const cells = g.cells.filter((c) => c.level === l);
          const left = cells.reduce((a, c) => (c.x < a.x ? c : a));
          const midY = cells.reduce((s, c) => s + c.y, 0) / cells.length;
          return { l, x: left.x - u * 0.85, y: midY };
        })
      : [];
  return (
    <g
      fill={INK.label}
      fontSize={u * (level === undefined ? 0.27 : 0.36)}
      textAnchor="middle"
      dominantBaseline="central"
      pointerEvents="none"
      data-labels=""
    >
      {/* A tower names its levels only; its level maps carry the coordinates. */}
      {(g.mode === 'tower' ? [] : edgeLabels(g, labelled)).map((t) => (
        <text key={t.text + t.x} x={t.x} y={t.y}>
          {t.text}
        </text>
      ))}
      {levelTags.map((t) => (
        <text key={`lv${t.l}`} x={t.x} y={t.y} fontSize={u * 0.42} fontWeight={700}>
          {levelLetter(t.l, levels)}
        </text>
      ))}
    </g>
  );
}
