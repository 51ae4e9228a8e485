/**
 * The annotation layer of a 2-D board: a teacher's arrows (`data-arrow="e2-e4"`) and marked cells
 * (`data-mark="d5"`), each brush with its own colour and line (solid, dashed, dotted, dash-dot), and the arrow
 * being drawn. Over the men, under the hit layer; no hooks (server-safe).
 */
import { BRUSH_ORDER, BRUSHES, type Annotations, type Arrow } from './core/annotations';
import { UNIT, type BoardGeom } from './core/geometry';

const u = UNIT;
const dash = (d?: readonly number[]) => d?.map((x) => x * u).join(' ');

interface AnnotationLayerProps {
  readonly g: BoardGeom;
  /** Keeps marker ids of several boards on one page apart. */
  readonly id: string;
  readonly annotations?: Annotations;
  /** The arrow being drawn (from = to: a mark being made). */
  readonly preview?: Arrow;
}

/** One arrow from cell centre to cell centre, stopping short of the target's centre. */
function ArrowLine({ g, id, arrow, preview }: { g: BoardGeom; id: string; arrow: Arrow; preview?: boolean }) {
  const p = g.byName.get(arrow.from);
  const q = g.byName.get(arrow.to);
  if (!p || !q || p === q) return null;
  const len = Math.hypot(q.x - p.x, q.y - p.y);
  const k = (len - u * 0.3) / len;
  const s = BRUSHES[arrow.brush];
  return (
    <g
      data-arrow={preview ? undefined : `${arrow.from}-${arrow.to}`}
      data-brush={arrow.brush}
      opacity={preview ? 0.5 : 0.85}
    >
      <line
        x1={p.x}
        y1={p.y}
        x2={p.x + (q.x - p.x) * k}
        y2={p.y + (q.y - p.y) * k}
        stroke="#fff"
        strokeOpacity={0.6}
        strokeWidth={u * 0.2}
        strokeLinecap="round"
      />
      <line
        x1={p.x}
        y1={p.y}
        x2={p.x + (q.x - p.x) * k}
        y2={p.y + (q.y - p.y) * k}
        stroke={s.color}
        strokeWidth={u * 0.13}
        strokeLinecap="round"
        strokeDasharray={dash(s.dash)}
        markerEnd={`url(#${id}-ann-${arrow.brush})`}
      />
    </g>
  );
}

/** Draws the annotations (and the one being drawn). */
export function AnnotationLayer({ g, id, annotations, preview }: AnnotationLayerProps) {
  const marks = annotations?.marks ?? [];
  const arrows = annotations?.arrows ?? [];
  const previewMark = preview && preview.from === preview.to ? g.byName.get(preview.from) : undefined;
  if (!marks.length && !arrows.length && !preview) return null;
  const r = g.manR * 1.18;
  return (
    <g pointerEvents="none" data-annotations="">
      <defs>
        {BRUSH_ORDER.map((b) => (
          <marker
            key={b}
            id={`${id}-ann-${b}`}
            viewBox="0 0 10 10"
            refX={4}
            refY={5}
            markerWidth={2.6}
            markerHeight={2.6}
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10Z" fill={BRUSHES[b].color} />
          </marker>
        ))}
      </defs>
      {marks.map((m) => {
        const c = g.byName.get(m.cell);
        if (!c) return null;
        const s = BRUSHES[m.brush];
        return (
          <g key={`m${m.cell}`} data-mark={m.cell} data-brush={m.brush} fill="none">
            <circle cx={c.x} cy={c.y} r={r} stroke="#fff" strokeOpacity={0.7} strokeWidth={u * 0.14} />
            <circle
              cx={c.x}
              cy={c.y}
              r={r}
              stroke={s.color}
              strokeWidth={u * 0.08}
              strokeDasharray={dash(s.dash)}
              strokeLinecap="round"
            />
          </g>
        );
      })}
      {previewMark && (
        <circle
          cx={previewMark.x}
          cy={previewMark.y}
          r={r}
          fill="none"
          stroke={BRUSHES[preview!.brush].color}
          strokeOpacity={0.5}
          strokeWidth={u * 0.08}
        />
      )}
      {arrows.map((a) => (
        <ArrowLine key={`a${a.from}-${a.to}`} g={g} id={id} arrow={a} />
      ))}
      {preview && preview.from !== preview.to && <ArrowLine g={g} id={id} arrow={preview} preview />}
    </g>
  );
}
