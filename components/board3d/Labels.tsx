'use client';
/**
 * The scene's text: coordinates along one level's edges, level letters beside the levels of a prism and over each
 * destination marker there, and the pointed or focused cell's name (with its level) above it. Each label is a sprite (always facing the camera) with a shared
 * canvas-drawn material per text (textures.ts); none catches a pointer.
 */
import type { SceneLabel } from './labels3d';
import { noRaycast } from './shared';
import { labelMaterial, type LabelStyle } from './textures';

const HEIGHT: Record<LabelStyle, number> = { edge: 0.36, level: 0.5, name: 0.4, leap: 0.46, dest: 0.3 };

function Label({ label, style }: { label: SceneLabel; style: LabelStyle }) {
  const { material, aspect } = labelMaterial(label.text, style);
  const h = HEIGHT[style];
  return (
    <sprite
      material={material}
      position={[...label.at]}
      scale={[h * aspect, h, 1]}
      raycast={noRaycast}
      renderOrder={style === 'name' || style === 'leap' || style === 'dest' ? 12 : style === 'level' ? 11 : 2}
    />
  );
}

export function Labels({
  edges,
  levels,
  name,
  leap,
  dests = [],
}: {
  edges: readonly SceneLabel[];
  levels: readonly SceneLabel[];
  name?: SceneLabel;
  leap?: SceneLabel;
  /** On a prism, each destination's level letter over its marker. */
  dests?: readonly SceneLabel[];
}) {
  return (
    <group>
      {edges.map((l) => (
        <Label key={`e-${l.text}-${l.at.join()}`} label={l} style="edge" />
      ))}
      {levels.map((l) => (
        <Label key={`l-${l.text}`} label={l} style="level" />
      ))}
      {dests.map((l) => (
        <Label key={`d-${l.at.join()}`} label={l} style="dest" />
      ))}
      {name && <Label label={name} style="name" />}
      {leap && <Label label={leap} style="leap" />}
    </group>
  );
}
