/**
 * Piece symbol textures: `iconSvg(kind, letter, side)` drawn onto a canvas over a round plate in the side's
 * colours, one CanvasTexture and one sprite material (a card that always faces the camera) per symbol, cached at module scope and shared by every board.
 */
import { CanvasTexture, SRGBColorSpace, SpriteMaterial } from 'three';
import { iconSvg } from '@/components/pieces/icons';
import { MEN } from './palette';

const SIZE = 256;

interface Entry {
  readonly material: SpriteMaterial;
  readonly faded: SpriteMaterial;
  readonly loaded: Promise<void>;
}

const cache = new Map<string, Entry>();

/** Draws the plate and the symbol; resolves when the SVG image has been drawn (or failed, leaving the plate). */
function paint(canvas: HTMLCanvasElement, kind: string, letter: string, side: 'w' | 'b'): Promise<void> {
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve();
  const m = MEN[side];
  ctx.clearRect(0, 0, SIZE, SIZE);
  ctx.beginPath();
  ctx.arc(SIZE / 2, SIZE / 2, SIZE / 2 - 6, 0, Math.PI * 2);
  ctx.fillStyle = m.body;
  ctx.fill();
  ctx.lineWidth = 10;
  ctx.strokeStyle = m.rim;
  ctx.stroke();
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => {
      const inset = SIZE * 0.1;
      ctx.drawImage(img, inset, inset, SIZE - 2 * inset, SIZE - 2 * inset);
      resolve();
    };
    img.onerror = () => resolve();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(iconSvg(kind, letter, side, SIZE))}`;
  });
}

/** Returns the shared card materials (normal and faded) of a piece symbol, creating them on first use. */
export function symbolMaterials(kind: string, letter: string, side: 'w' | 'b'): Entry {
  const key = `${kind}|${letter}|${side}`;
  let e = cache.get(key);
  if (e) return e;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  const material = new SpriteMaterial({ map: texture, transparent: true, alphaTest: 0.4, toneMapped: false });
  const faded = new SpriteMaterial({
    map: texture,
    transparent: true,
    opacity: 0.22,
    depthWrite: false,
    toneMapped: false,
  });
  const loaded = paint(canvas, kind, letter, side).then(() => {
    texture.needsUpdate = true;
  });
  e = { material, faded, loaded };
  cache.set(key, e);
  return e;
}

/** Resolves when every symbol of the listed men has been drawn. */
export function symbolsLoaded(men: readonly { kind: string; letter: string; color: 'w' | 'b' }[]): Promise<void> {
  return Promise.all(men.map((p) => symbolMaterials(p.kind, p.letter, p.color).loaded)).then(() => undefined);
}

/** Every symbol material and texture created so far (for releaseShared in release.ts). */
export const symbolResources = (): { dispose(): void }[] =>
  [...cache.values()].flatMap((e) => [e.material, e.faded, e.material.map!]);
