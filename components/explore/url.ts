/**
 * The explore page's address (docs/CONVENTIONS.md §8): the position, the moves played from it, the marks and the
 * picture (components/board/core/address.ts reads the position text by hand). Pure, no DOM.
 */

import {
  arrowToken,
  markToken,
  parseArrow,
  parseMark,
  type Arrow,
  type Mark,
} from '@/components/board/core/annotations';
import type { CameraView, PresetName } from '@/components/board3d/layout3d';
import { encodePosition, paramsOf } from '@/components/board/core/address';

// ---------------------------------------------------------------------------------------------------------------
// The whole link of the explore page: what the teacher sees, reproduced.
//   ?position=<text>&moves=e2-e4,e7-e5&ply=1&arrows=e2-e4,r:f1-c4&marks=d5,b:e6&select=e3&view=3d&camera=top
//   &flip=1&spread=1.5&levels=abd&fade=1
// `position` is where the game started, `moves` the moves played from it (long move text), `ply` how many of them
// are on the board (the rest can be replayed with Redo). `camera` is a preset name or a free orbit `az,el,dist`:
// azimuth and elevation in degrees, distance in board radii (around the board's centre).
// Unknown parameters are ignored (docs/CONVENTIONS.md §8); a value that cannot be read is named in a problem and left
// out, and the rest still applies.

const CAMERAS: readonly PresetName[] = ['white', 'black', 'top', 'side'];

/** What an explore link holds (every field optional: left out, the page's default). */
export interface ExploreLink {
  readonly position?: string;
  readonly arrows?: readonly Arrow[];
  readonly marks?: readonly Mark[];
  /** A cell, or `@L` for a man in hand. */
  readonly select?: string;
  readonly view?: '2d' | '3d';
  readonly camera?: CameraView;
  readonly flip?: boolean;
  /** The moves played from `position` (long move text), and how many are on the board (default: all). */
  readonly moves?: readonly string[];
  readonly ply?: number;
  /** Gap between the prism's levels in 3-D (0 to 3 cell spacings). */
  readonly spread?: number;
  /** The level letters shown (a-d on Lengthleaper), when not all. */
  readonly levels?: string;
  /** Fade the levels other than the selection's. */
  readonly fade?: boolean;
}

/** Prints a camera for an address: a preset's name, or `az,el,dist`. */
const cameraToken = (c: CameraView): string => (typeof c === 'string' ? c : `${c.az},${c.el},${c.dist}`);

/** Reads a camera: a preset's name, or `az,el,dist` (elevation -89..89, distance 0.5..8); a message when bad. */
function parseCamera(text: string): { camera: CameraView } | { error: string } {
  if ((CAMERAS as readonly string[]).includes(text)) return { camera: text as PresetName };
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(text);
  if (!m) return { error: `the camera is one of ${CAMERAS.join(', ')}, or az,el,dist (degrees, degrees, board radii)` };
  const [az, el, dist] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (Math.abs(el) > 89) return { error: `the camera's elevation ${el} is not between -89 and 89 degrees` };
  if (dist < 0.5 || dist > 8) return { error: `the camera's distance ${dist} is not between 0.5 and 8 board radii` };
  return { camera: { az: ((az % 360) + 360) % 360, el, dist } };
}

/** A parameter that could not be read. */
export interface LinkProblem {
  readonly param: string;
  readonly value: string;
  readonly message: string;
}

/** Reads an explore link; `isCell` says which cell names the variant's board has. */
export function readExploreLink(
  search: string,
  isCell: (name: string) => boolean,
): { link: ExploreLink; problems: LinkProblem[] } {
  const p = paramsOf(search);
  const problems: LinkProblem[] = [];
  const bad = (param: string, value: string, message: string) => problems.push({ param, value, message });
  const link: { -readonly [K in keyof ExploreLink]: ExploreLink[K] } = {};
  if (p.has('position')) link.position = p.get('position');
  for (const [param, parse, put] of [
    ['arrows', parseArrow, (xs: unknown[]) => (link.arrows = xs as Arrow[])],
    ['marks', parseMark, (xs: unknown[]) => (link.marks = xs as Mark[])],
  ] as const) {
    const value = p.get(param);
    if (value === undefined) continue;
    const items: unknown[] = [];
    for (const token of value.split(',').filter(Boolean)) {
      const r = parse(token, isCell);
      if (typeof r === 'string') bad(param, token, r);
      else items.push(r);
    }
    put(items);
  }
  const select = p.get('select');
  if (select !== undefined) {
    if (isCell(select) || /^@\+?[A-Z]$/.test(select)) link.select = select;
    else bad('select', select, `cell "${select}" does not exist on this board`);
  }
  const view = p.get('view');
  if (view !== undefined) {
    if (view === '2d' || view === '3d') link.view = view;
    else bad('view', view, 'the view is 2d or 3d');
  }
  const camera = p.get('camera');
  if (camera !== undefined) {
    const c = parseCamera(camera);
    if ('error' in c) bad('camera', camera, c.error);
    else link.camera = c.camera;
  }
  const moves = p.get('moves');
  if (moves !== undefined) link.moves = moves.split(',').filter(Boolean);
  const ply = p.get('ply');
  if (ply !== undefined) {
    if (/^\d+$/.test(ply) && Number(ply) <= (link.moves?.length ?? 0)) link.ply = Number(ply);
    else bad('ply', ply, `ply is a whole number from 0 to the number of moves (${link.moves?.length ?? 0})`);
  }
  const spread = p.get('spread');
  if (spread !== undefined) {
    const n = Number(spread);
    if (spread !== '' && Number.isFinite(n) && n >= 0 && n <= 3) link.spread = n;
    else bad('spread', spread, 'spread is a number from 0 to 3');
  }
  const levels = p.get('levels');
  if (levels !== undefined) {
    if (/^[a-h]+$/.test(levels) && new Set(levels).size === levels.length) link.levels = [...levels].sort().join('');
    else bad('levels', levels, 'levels are level letters, each once (for example b or abd)');
  }
  const fade = p.get('fade');
  if (fade !== undefined) {
    if (fade === '1' || fade === 'true' || fade === '') link.fade = true;
    else if (fade === '0' || fade === 'false') link.fade = false;
    else bad('fade', fade, 'fade is 1 or 0');
  }
  const flip = p.get('flip');
  if (flip !== undefined) {
    if (flip === '1' || flip === 'true' || flip === '') link.flip = true;
    else if (flip === '0' || flip === 'false') link.flip = false;
    else bad('flip', flip, 'flip is 1 or 0');
  }
  return { link, problems };
}

const OWN = [
  'position',
  'moves',
  'ply',
  'arrows',
  'marks',
  'select',
  'view',
  'camera',
  'flip',
  'spread',
  'levels',
  'fade',
];

/** Returns `search` with the link's parameters in place of any it had (others are kept); defaults are left out. */
export function writeExploreLink(search: string, link: ExploreLink): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !OWN.includes(part.split('=')[0]!));
  if (link.position !== undefined) parts.push(`position=${encodePosition(link.position)}`);
  if (link.moves?.length) {
    parts.push(`moves=${link.moves.map(encodePosition).join(',')}`);
    if (link.ply !== undefined && link.ply < link.moves.length) parts.push(`ply=${link.ply}`);
  }
  if (link.arrows?.length) parts.push(`arrows=${link.arrows.map(arrowToken).join(',')}`);
  if (link.marks?.length) parts.push(`marks=${link.marks.map(markToken).join(',')}`);
  if (link.select !== undefined) parts.push(`select=${encodeURIComponent(link.select).replace(/%40/g, '@')}`);
  if (link.view === '3d') parts.push('view=3d');
  if (link.camera !== undefined) parts.push(`camera=${cameraToken(link.camera)}`);
  if (link.flip) parts.push('flip=1');
  if (link.spread !== undefined) parts.push(`spread=${link.spread}`);
  if (link.levels) parts.push(`levels=${link.levels}`);
  if (link.fade) parts.push('fade=1');
  return parts.length ? `?${parts.join('&')}` : '';
}
