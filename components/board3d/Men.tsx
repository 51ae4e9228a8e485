'use client';
/**
 * The men as low tokens: a base in the side's colour with a card carrying the piece symbol standing on it, always
 * facing the camera (a sprite: readable from every angle, no per-frame work). They stand low, so a level of men
 * does not wall off the one behind it; on a prism, once a man is selected, the men of the other levels shrink.
 * The two-cell Panoply Barricade is one bar spanning both cells, its card over the middle. Geometries and
 * materials are shared (shared.ts, textures.ts).
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type { Group, Material, Mesh, Sprite } from 'three';
import type { BoardView, CellView, PieceView } from '@/engine';
import { cellTop, type Vec3 } from './layout3d';
import { GEO, MAN_MAT } from './shared';
import { paintOf, type Paint } from '@/components/pieces/palette';
import { symbolMaterials, symbolsLoaded } from './textures';
import { coveringMen, type MarkerSpot, type TokenSpot } from './visibility';

/** Height of a card's centre above its cell's top face, and the card's width: it stands on the base. */
export const CARD = { y: 0.44, size: 0.6 } as const;
/** The size of a man on a level out of focus (a man of another level is selected), against 1. */
const SMALL = 0.7;

/** One man as drawn: where it stands and which cells it covers. */
interface ManPlace {
  readonly man: PieceView;
  readonly cells: readonly CellView[];
  /** Top centre of its cell (the midpoint of both cells for a two-cell man). */
  readonly at: Vec3;
  readonly level: number;
}

/** Returns one entry per man (the Barricade, listed on both its cells, once) with its world position. */
export function placeMen(view: BoardView, levels: number, spread: number): ManPlace[] {
  const byName = new Map(view.cells.map((c) => [c.name, c] as const));
  const out: ManPlace[] = [];
  const seen = new Set<string>();
  for (const man of view.pieces) {
    if (seen.has(man.cell)) continue;
    const cells = [man.cell, ...(man.other ? [man.other] : [])]
      .map((n) => byName.get(n))
      .filter((c): c is CellView => !!c);
    for (const c of cells) seen.add(c.name);
    if (!cells.length) continue;
    const tops = cells.map((c) => cellTop(c, levels, spread));
    const avg = (k: 0 | 1 | 2) => tops.reduce((s, t) => s + t[k], 0) / tops.length;
    const at: Vec3 = [avg(0), avg(1), avg(2)];
    out.push({ man, cells, at, level: cells[0]!.level });
  }
  return out;
}

/** What makes a man's token look the way it does: its cell(s), piece and side. */
const placeKey = (p: ManPlace) => `${p.man.cell}|${p.man.other ?? ''}|${p.man.kind}|${p.man.letter}|${p.man.color}`;

/**
 * The men's places for a new view, each one that did not change (same man, same cells, same point) the very object
 * of `before`: its token (memo) is not drawn again. A move then redraws the man that moved and the one taken, not
 * the whole army (the scene's work on a move was most of a click's time, issue #29). Returns the places and their
 * index for the next view.
 */
export function keepPlaces(
  before: ReadonlyMap<string, ManPlace>,
  fresh: readonly ManPlace[],
): { places: ManPlace[]; index: Map<string, ManPlace> } {
  const index = new Map<string, ManPlace>();
  const places = fresh.map((p) => {
    const key = placeKey(p);
    const old = before.get(key);
    const kept = old?.at.every((x, i) => x === p.at[i]) ? old : p;
    index.set(key, kept);
    return kept;
  });
  return { places, index };
}

/** A token's materials: as the page wants it drawn, and see-through (when it stands before a marker). */
interface TokenLooks {
  readonly solid: { readonly body: Material; readonly card: Material };
  readonly clear: { readonly body: Material; readonly card: Material };
}

interface TokenProps {
  readonly place: ManPlace;
  /** Its side's paint (components/pieces/palette.ts `paintOf`: King and Queen's Blue and Red). */
  readonly paint: Paint;
  readonly faded: boolean;
  /** Registers the token's group (the cover check shrinks it when it stands before a marker). */
  readonly groupRef?: (g: Group | null) => void;
}

/**
 * One man's token, named for the ray by `userData.cell` (a faded token is see-through: `userData.seeThrough`, and the
 * ray passes it). Redrawn only when its own props change.
 */
const Token = memo(function Token({ place, paint: side, faded, groupRef }: TokenProps) {
  const { man, cells, at } = place;
  const body = faded ? MAN_MAT[`${side}Faded`] : MAN_MAT[side];
  const card = symbolMaterials(man.kind, man.letter, side);
  // What the cover check swaps in when the token stands before a marker (see-through), and back.
  const looks: TokenLooks = {
    solid: { body, card: faded ? card.faded : card.material },
    clear: { body: MAN_MAT[`${side}Faded`], card: card.faded },
  };
  const wall = cells.length === 2 ? wallShape(cells[0]!, cells[1]!) : undefined;
  return (
    <group
      ref={groupRef}
      userData={{ cell: man.cell, looks, faded, seeThrough: faded }}
      position={at as [number, number, number]}
    >
      {wall ? (
        <mesh
          geometry={GEO.wall}
          material={body}
          position={[0, 0.1, 0]}
          rotation={[0, wall.yaw, 0]}
          scale={[wall.length, 0.2, 0.3]}
        />
      ) : (
        <mesh geometry={GEO.token} material={body} />
      )}
      <sprite
        material={faded ? card.faded : card.material}
        position={[0, CARD.y, 0]}
        scale={[CARD.size, CARD.size, 1]}
      />
    </group>
  );
});

/** The wall of a two-cell man: its length along the line of its cells and its turn about the vertical. */
function wallShape(a: CellView, b: CellView): { length: number; yaw: number } {
  const dx = b.xy[0] - a.xy[0],
    dz = -(b.xy[1] - a.xy[1]);
  return { length: Math.hypot(dx, dz) + 0.55, yaw: -Math.atan2(dz, dx) };
}

interface MenProps {
  readonly view: BoardView;
  readonly levels: number;
  readonly spread: number;
  /** Levels not drawn at all (another level is shown alone). */
  readonly hidden: ReadonlySet<number>;
  /** Levels drawn faded. */
  readonly faded: ReadonlySet<number>;
  /** Cells whose men stay solid on a faded level (the selection and its destinations). */
  readonly keep: ReadonlySet<string>;
  /** The destination markers on show: a token between the camera and one of them shrinks. */
  readonly markers: readonly MarkerSpot[];
  /** The selected cell: its man stays solid (the markers are painted over it). */
  readonly selected?: string;
}

/** Every man on the board. */
export function Men({ view, levels, spread, hidden, faded, keep, markers, selected }: MenProps) {
  const index = useRef<ReadonlyMap<string, ManPlace>>(new Map());
  const places = useMemo(() => {
    const next = keepPlaces(index.current, placeMen(view, levels, spread));
    index.current = next.index;
    return next.places;
  }, [view, levels, spread]);
  // On a prism, the level of the selected man is in focus.
  const focus = levels > 1 ? places.find((p) => p.cells.some((c) => c.name === selected))?.level : undefined;
  const invalidate = useThree((s) => s.invalidate);
  const spots = useMemo<TokenSpot[]>(
    () => places.map((p) => ({ key: p.man.cell, at: p.at, cells: p.cells.map((c) => c.name) })),
    [places],
  );
  const groups = useRef(new Map<string, Group>());
  // One ref callback per cell for good (a new one would detach and attach every token's group again).
  const refs = useRef(new Map<string, (g: Group | null) => void>());
  const refOf = (cell: string) => {
    let f = refs.current.get(cell);
    if (!f) {
      f = (g) => (g ? groups.current.set(cell, g) : groups.current.delete(cell));
      refs.current.set(cell, f);
    }
    return f;
  };
  // The men drawn smaller (not on the level in focus): set on their groups before the draw, not as a prop, so that
  // a selection made or cleared does not draw every token again.
  const small = new Set(
    focus === undefined
      ? []
      : places.filter((p) => p.level !== focus && !p.cells.some((c) => keep.has(c.name))).map((p) => p.man.cell),
  );
  // Shrink the tokens that stand before a marker, whenever the camera or the markers change (before the draw).
  // Every render may have put the tokens' own materials back: check again after it.
  const renders = useRef(0);
  renders.current++;
  const seen = useRef({ x: Number.NaN, y: 0, z: 0, n: 0 });
  useFrame(({ camera }) => {
    const p = camera.position,
      s = seen.current;
    if (p.x === s.x && p.y === s.y && p.z === s.z && s.n === renders.current) return;
    seen.current = { x: p.x, y: p.y, z: p.z, n: renders.current };
    const cover = coveringMen([p.x, p.y, p.z], markers, spots, selected);
    for (const [key, g] of groups.current) {
      g.scale.setScalar(small.has(key) ? SMALL : 1);
      const looks = g.userData.looks as TokenLooks | undefined;
      // A see-through token never takes the pointer (PointerCell's ray passes it).
      g.userData.seeThrough = cover.has(key) || !!g.userData.faded;
      const look = looks && (cover.has(key) ? looks.clear : looks.solid);
      if (!look) continue;
      for (const child of g.children) {
        if ((child as Sprite).isSprite) (child as Sprite).material = look.card as Sprite['material'];
        else (child as Mesh).material = look.body;
      }
    }
  });
  // The sizes (and looks) are set in the frame: make sure one comes after every change, even one no object shows.
  useEffect(() => invalidate());
  // A symbol seen for the first time is painted asynchronously: draw again once it is.
  useEffect(() => {
    let live = true;
    symbolsLoaded(view.pieces, view.sideNames).then(() => live && invalidate());
    return () => {
      live = false;
    };
  }, [view, invalidate]);
  return (
    <group>
      {places
        .filter((p) => !hidden.has(p.level))
        .map((p) => (
          <Token
            key={`${p.man.cell}-${p.man.letter}-${p.man.color}`}
            place={p}
            paint={paintOf(p.man.color, view.sideNames)}
            faded={faded.has(p.level) && !p.cells.some((c) => keep.has(c.name))}
            groupRef={refOf(p.man.cell)}
          />
        ))}
    </group>
  );
}
