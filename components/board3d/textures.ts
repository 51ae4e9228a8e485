/**
 * Piece symbol textures: `iconSvg(kind, letter, side)` drawn onto a canvas over a round plate in the side's
 * colours, one CanvasTexture and one sprite material (a card that always faces the camera) per symbol, cached at module scope and shared by every board.
 */
import { CanvasTexture, SRGBColorSpace, SpriteMaterial } from 'three';
import { iconSvg, paintOf, type Paint } from '@/components/pieces/icons';
import { LEVEL_TINT, MEN } from './palette';

const SIZE = 256;

interface Entry {
  readonly material: SpriteMaterial;
  readonly faded: SpriteMaterial;
  readonly loaded: Promise<void>;
}

const cache = new Map<string, Entry>();

/** Draws the plate and the symbol; resolves when the SVG image has been drawn (or failed, leaving the plate). */
function paint(canvas: HTMLCanvasElement, kind: string, letter: string, side: Paint): Promise<void> {
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
export function symbolMaterials(kind: string, letter: string, side: Paint): Entry {
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
export function symbolsLoaded(
  men: readonly { kind: string; letter: string; color: 'w' | 'b' }[],
  sideNames?: { readonly w: string; readonly b: string },
): Promise<void> {
  return Promise.all(men.map((p) => symbolMaterials(p.kind, p.letter, paintOf(p.color, sideNames)).loaded)).then(
    () => undefined,
  );
}

/** Looks of the scene's text: coordinates along the edges, level letters, and the pointed cell's name. */
export type LabelStyle = 'edge' | 'level' | 'name' | 'leap' | 'dest';

const labelCache = new Map<string, { material: SpriteMaterial; aspect: number }>();
const LABEL_PX = 64;
/** The share of a label's height its letters are written at (their font size against the sprite's height). */
export const FONT_SHARE = 0.62;

/**
 * Returns a shared sprite material showing `text` (drawn on a canvas: no font files), and its width / height.
 * Edge labels are dark ink with a light halo; level letters and cell names sit on a dark plate in light ink, so
 * they read on every cell colour and on the canvas background in both site themes.
 */
export function labelMaterial(text: string, style: LabelStyle): { material: SpriteMaterial; aspect: number } {
  const key = `${style}|${text}`;
  const hit = labelCache.get(key);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  const font = `${style === 'edge' ? 600 : 700} ${LABEL_PX * FONT_SHARE}px system-ui, sans-serif`;
  let w = LABEL_PX;
  if (ctx) {
    ctx.font = font;
    w = Math.max(LABEL_PX, Math.ceil(ctx.measureText(text).width + LABEL_PX * 0.5));
  }
  canvas.width = w;
  canvas.height = LABEL_PX;
  if (ctx) {
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (style === 'edge') {
      ctx.lineWidth = LABEL_PX * 0.14;
      ctx.strokeStyle = 'rgba(255,255,255,0.92)';
      ctx.strokeText(text, w / 2, LABEL_PX / 2);
      ctx.fillStyle = '#1c1f24';
    } else {
      const r = LABEL_PX * 0.22;
      // A level's letter (beside it, over a destination on it) on the level's colour.
      const tint = (style === 'level' || style === 'dest') && LEVEL_TINT[text];
      ctx.fillStyle = tint
        ? tint
        : style === 'level' || style === 'dest'
          ? 'rgba(40,44,52,0.9)'
          : style === 'leap'
            ? 'rgba(74,44,120,0.94)'
            : 'rgba(28,31,36,0.92)';
      ctx.beginPath();
      ctx.roundRect(2, 2, w - 4, LABEL_PX - 4, r);
      ctx.fill();
      ctx.fillStyle = (style === 'level' || style === 'dest') && !tint ? '#f4c95d' : '#ffffff';
    }
    ctx.fillText(text, w / 2, LABEL_PX / 2 + 1);
  }
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  const material = new SpriteMaterial({
    map,
    transparent: true,
    toneMapped: false,
    depthWrite: false,
    // A label keeps its size on screen however far the camera (Labels.tsx sizes it to the view: labels3d.ts).
    sizeAttenuation: false,
    // Level letters and names stand over the men (a man in front of the level's corner must not hide its letter).
    depthTest: style === 'edge',
  });
  const out = { material, aspect: w / LABEL_PX };
  labelCache.set(key, out);
  return out;
}
