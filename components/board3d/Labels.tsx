'use client';
/**
 * The scene's text: coordinates along one level's edges, level letters beside the levels of a prism and over each
 * destination marker there, and the pointed or focused cell's name (with its level) above it. Each label is a sprite
 * (always facing the camera) with a shared canvas-drawn material per text (textures.ts); none catches a pointer.
 * A label keeps its size on screen as the camera moves: a share of the view's height, never under 12 px (issue #46,
 * labels3d.ts), set before each frame from the view's box.
 */
import { useRef, type RefObject } from 'react';
import { useFrame } from '@react-three/fiber';
import type { PerspectiveCamera, Sprite } from 'three';
import { fixedSpriteScale, labelFontPx, type SceneLabel } from './labels3d';
import { noRaycast } from './shared';
import { FONT_SHARE, labelMaterial, type LabelStyle } from './textures';

function Label({ label, style, box }: { label: SceneLabel; style: LabelStyle; box: RefObject<HTMLElement | null> }) {
  const { material, aspect } = labelMaterial(label.text, style);
  const sprite = useRef<Sprite>(null);
  useFrame(({ camera }) => {
    const s = sprite.current;
    const h = box.current?.clientHeight;
    if (!s || !h) return;
    const k = fixedSpriteScale(labelFontPx(style, h) / FONT_SHARE, h, (camera as PerspectiveCamera).fov);
    s.scale.set(k * aspect, k, 1);
  });
  return (
    <sprite
      ref={sprite}
      material={material}
      position={[...label.at]}
      scale={[0.001 * aspect, 0.001, 1]}
      raycast={noRaycast}
      userData={{ label: label.text, labelStyle: style }}
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
  box,
}: {
  edges: readonly SceneLabel[];
  levels: readonly SceneLabel[];
  name?: SceneLabel;
  leap?: SceneLabel;
  /** On a prism, each destination's level letter over its marker. */
  dests?: readonly SceneLabel[];
  /** The view's box on the page: the labels' size follows its height. */
  box: RefObject<HTMLElement | null>;
}) {
  return (
    <group>
      {edges.map((l) => (
        <Label key={`e-${l.text}-${l.at.join()}`} label={l} style="edge" box={box} />
      ))}
      {levels.map((l) => (
        <Label key={`l-${l.text}`} label={l} style="level" box={box} />
      ))}
      {dests.map((l) => (
        <Label key={`d-${l.at.join()}`} label={l} style="dest" box={box} />
      ))}
      {name && <Label label={name} style="name" box={box} />}
      {leap && <Label label={leap} style="leap" box={box} />}
    </group>
  );
}
