/**
 * The explore page's address (docs/CONVENTIONS.md §8): the position, the moves played from it, the marks and the
 * picture (components/board/core/address.ts reads the position text by hand). It is read (readExploreLink), opened
 * on the board (openExploreLink: what the page shows, and what it says it could not read) and written back
 * (writeExploreLink). Pure, no DOM.
 * Over 300 lines: the address is one contract that outside checks rely on, so reading it, opening it and writing it
 * stay side by side, where a change to one parameter is seen in all three.
 */

import {
  arrowToken,
  markToken,
  MAX_ARROWS,
  MAX_MARKS,
  mergeAnnotations,
  parseArrow,
  parseMark,
  type Arrow,
  type Mark,
} from '@/components/board/core/annotations';
import type { CameraView, PresetName } from '@/components/board3d/layout3d';
import { boardView, Game, parsePosition, type BoardView, type Position } from '@/engine';
import type { BoardDisplay } from '@/components/board/PlayableBoard';
import { encodePosition, paramsOf, rawParamsOf } from '@/components/board/core/address';

// ---------------------------------------------------------------------------------------------------------------
// The whole link of the explore page: what the teacher sees, reproduced.
//   ?position=<text>&moves=e2-e4,e7-e5&ply=1&arrows=e2-e4,r:f1-c4&marks=d5,b:e6&select=e3&view=3d&camera=top
//   &flip=1&spread=1.5&levels=abd&fade=1
// `position` is where the game started, `moves` the moves played from it (long move text), `ply` how many of them
// are on the board (the rest can be replayed with Redo). `camera` is a preset name or a free orbit `az,el,dist`:
// azimuth and elevation in degrees, distance in board radii (around the board's centre).
// Unknown parameters are ignored (docs/CONVENTIONS.md §8); a value that cannot be read, or out of range, is named in
// a problem and left out of the board (or clamped), and the rest still applies. The address keeps the sender's text
// of such a parameter until the reader changes what it sets (writeExploreLink's `keep`): nothing the sender wrote is
// dropped by opening the link (issue #33).

/** The most problems named per parameter (6 000 bad arrows make one list of five and a count). */
const MAX_PROBLEMS_PER_PARAM = 5;

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

/**
 * Why a link's selection cannot stand in the position on the board: no man on the cell, or none of that man in the
 * hand of the side to move (`@Q` in a position where nobody holds a Q); undefined when it can.
 */
export function selectionProblem(
  select: string,
  view: Pick<BoardView, 'pieces' | 'hand' | 'turn' | 'sideNames'>,
): string | undefined {
  if (select.startsWith('@')) {
    const letter = select.slice(1);
    return view.hand[view.turn][letter]
      ? undefined
      : `${view.sideNames[view.turn]}, to move, holds no ${letter} in hand`;
  }
  return view.pieces.some((m) => m.cell === select) ? undefined : `no man stands on ${select}`;
}

/** Prints a camera for an address: a preset's name, or `az,el,dist`. */
const cameraToken = (c: CameraView): string => (typeof c === 'string' ? c : `${c.az},${c.el},${c.dist}`);

/** Reads a camera: a preset's name, or `az,el,dist` (elevation -89..89, distance 0.5..8); a message when bad. */
function parseCamera(text: string): { camera: CameraView } | { error: string } {
  if ((CAMERAS as readonly string[]).includes(text)) return { camera: text as PresetName };
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(text);
  if (!m) return { error: `the camera is one of ${CAMERAS.join(', ')}, or az,el,dist (degrees, degrees, board radii)` };
  const [az, el, dist] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A number of 310 digits reads as Infinity: no angle at all, and a camera placed at NaN draws nothing.
  if (!Number.isFinite(az)) return { error: `the camera's azimuth ${shortValue(m[1]!)} is not a number of degrees` };
  if (!(Math.abs(el) <= 89))
    return { error: `the camera's elevation ${shortValue(m[2]!)} is not between -89 and 89 degrees` };
  if (!(dist >= 0.5 && dist <= 8))
    return { error: `the camera's distance ${shortValue(m[3]!)} is not between 0.5 and 8 board radii` };
  // Degrees to two decimals (as the page writes them), turned into 0..360.
  const turned = Math.round((((az % 360) + 360) % 360) * 100) / 100;
  return { camera: { az: turned === 360 ? 0 : turned, el, dist } };
}

/** A value as a message shows it: at most 40 characters, and how long it was. */
export function shortValue(value: string): string {
  return value.length <= 40 ? value : `${value.slice(0, 24)}… (${value.length} characters)`;
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
  const counts = new Map<string, number>();
  const bad = (param: string, value: string, message: string) => {
    const n = (counts.get(param) ?? 0) + 1;
    counts.set(param, n);
    if (n <= MAX_PROBLEMS_PER_PARAM) problems.push({ param, value: shortValue(value), message });
  };
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
  for (const [param, n] of counts)
    if (n > MAX_PROBLEMS_PER_PARAM)
      problems.push({ param, value: '…', message: `and ${n - MAX_PROBLEMS_PER_PARAM} more that cannot be read` });
  // Thousands of annotations would freeze a board (a 3-D board draws each): duplicates merged, then at most the caps.
  if (link.arrows || link.marks) {
    const merged = mergeAnnotations({ arrows: link.arrows ?? [], marks: link.marks ?? [] });
    for (const [param, list, max] of [
      ['arrows', merged.arrows, MAX_ARROWS],
      ['marks', merged.marks, MAX_MARKS],
    ] as const) {
      if (list.length > max)
        problems.push({
          param,
          value: `${list.length} ${param}`,
          message: `a board shows at most ${max} ${param}: the first ${max} are drawn`,
        });
      if (param === 'arrows' && link.arrows) link.arrows = merged.arrows.slice(0, max);
      if (param === 'marks' && link.marks) link.marks = merged.marks.slice(0, max);
    }
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

/** What the explore page shows on opening its address (openExploreLink). */
interface OpenedLink {
  /** The game and selection to load, when the board is not the variant's start position without a selection. */
  readonly load?: { readonly game: Game; readonly select?: string };
  readonly annotations: { readonly arrows: readonly Arrow[]; readonly marks: readonly Mark[] };
  readonly display: BoardDisplay;
  /** The position text that could not be read, and the engine's message (the board keeps the start position). */
  readonly positionError?: { readonly text: string; readonly message: string };
  /** What could not be read or applied, for the reader (the position's own mistake is `positionError`). */
  readonly problems: readonly LinkProblem[];
  /** The parameters whose sender's text the address keeps (see KeptText). */
  readonly kept: readonly string[];
}

/**
 * Opens an explore address on the board of `start` (the variant's start position): the position, the moves played
 * from it and, past `ply`, taken back (Redo replays them), the selection, the annotations and the picture. Whatever
 * cannot be read, played or shown is named in a problem and left out (or clamped), and the rest still applies: the
 * board shows the moves before one that cannot be played.
 */
export function openExploreLink(search: string, start: Position): OpenedLink {
  const board = boardView(start, { play: false });
  const names = new Set(board.cells.map((c) => c.name));
  const { link, problems: read } = readExploreLink(search, (n) => names.has(n));
  const problems = [...read];
  let pos = start;
  let positionError: OpenedLink['positionError'];
  if (link.position !== undefined) {
    const r = parsePosition(start.variant.id, link.position);
    if (r.ok) pos = r.value;
    else positionError = { text: link.position, message: r.error.message };
  }
  // The moves played from the position, then the ones past `ply` taken back (Redo replays them).
  let game = Game.from(pos);
  const moves = link.moves ?? [];
  for (const [i, mv] of moves.entries()) {
    const r = game.playText(mv);
    if (!r.ok) {
      const rest = moves.length - i - 1;
      problems.push({
        param: 'moves',
        value: shortValue(mv),
        message:
          `move ${i + 1}, ${shortValue(mv)}, cannot be played: ${r.error.message}. The board shows ` +
          `${i === 0 ? 'the position' : i === 1 ? 'the move' : `the ${i} moves`} before it` +
          `${rest ? `; ${rest === 1 ? 'the move' : `the ${rest} moves`} after it stay in the address` : ''}`,
      });
      break;
    }
    game = r.value;
  }
  const played = game.moves.length;
  if (link.ply !== undefined && link.ply > played)
    problems.push({ param: 'ply', value: String(link.ply), message: `only ${played} of the moves could be played` });
  for (let k = played - Math.min(link.ply ?? played, played); k > 0; k--) game = game.undo();
  let select = link.select;
  const why = select === undefined ? undefined : selectionProblem(select, boardView(game.position, { play: false }));
  if (select !== undefined && why) {
    problems.push({ param: 'select', value: select, message: why });
    select = undefined;
  }
  const load = played || game.undone.length || pos !== start || select !== undefined ? { game, select } : undefined;
  const levelCount = board.levels;
  const letters = 'abcdefgh'.slice(0, levelCount);
  let shown: number[] | undefined;
  if (link.levels !== undefined) {
    const outside = [...link.levels].filter((l) => !letters.includes(l));
    if (levelCount < 2) problems.push({ param: 'levels', value: link.levels, message: 'this board has one level' });
    else if (outside.length)
      problems.push({
        param: 'levels',
        value: link.levels,
        message: `this board's levels are ${[...letters].join(', ')}`,
      });
    else if (link.levels.length < levelCount) shown = [...link.levels].map((l) => levelCount - 1 - letters.indexOf(l));
  }
  const levels =
    link.spread !== undefined || shown || link.fade
      ? {
          spread: link.spread ?? 1.5,
          fadeOthers: link.fade ?? false,
          ...(shown?.length === 1 ? { solo: shown[0] } : shown ? { shown: shown.sort() } : {}),
        }
      : undefined;
  const display: BoardDisplay = {
    mode: link.view ?? '2d',
    flipped: link.flip ?? false,
    ...(link.camera ? { camera: link.camera } : {}),
    ...(levels ? { levels } : {}),
  };
  return {
    ...(load ? { load } : {}),
    annotations: { arrows: link.arrows ?? [], marks: link.marks ?? [] },
    display,
    ...(positionError ? { positionError } : {}),
    problems,
    kept: [...(positionError ? ['position'] : []), ...problems.map((f) => f.param)],
  };
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

/**
 * What the address keeps of the sender's text: for each parameter that had a problem, its text as written (still
 * escaped) and the value the page wrote for it when it opened the link. While the page would still write that
 * value (the reader has not changed what the parameter sets), the sender's text is written instead.
 */
export interface KeptText {
  readonly raw: ReadonlyMap<string, string>;
  readonly opened: ExploreLink;
}

/** The parameters named (those that had a problem), with their text as the address had it. */
export function keptText(search: string, params: Iterable<string>, opened: ExploreLink): KeptText {
  const raw = rawParamsOf(search);
  const kept = new Map<string, string>();
  for (const param of params) {
    const value = raw.get(param);
    if (value !== undefined && OWN.includes(param)) kept.set(param, value);
  }
  return { raw: kept, opened };
}

/** Forgets the sender's text of each parameter the reader has changed (it does not come back on changing back). */
export function stillKept(keep: KeptText, link: ExploreLink): KeptText {
  const now = linkParams(link);
  const opened = linkParams(keep.opened);
  const raw = new Map([...keep.raw].filter(([param]) => now.get(param) === opened.get(param)));
  return raw.size === keep.raw.size ? keep : { raw, opened: keep.opened };
}

/** Each parameter's text in an address, in order (defaults left out). */
function linkParams(link: ExploreLink): Map<string, string> {
  const out = new Map<string, string>();
  if (link.position !== undefined) out.set('position', encodePosition(link.position));
  if (link.moves?.length) {
    out.set('moves', link.moves.map(encodePosition).join(','));
    if (link.ply !== undefined && link.ply < link.moves.length) out.set('ply', String(link.ply));
  }
  if (link.arrows?.length) out.set('arrows', link.arrows.map(arrowToken).join(','));
  if (link.marks?.length) out.set('marks', link.marks.map(markToken).join(','));
  if (link.select !== undefined) out.set('select', encodeURIComponent(link.select).replace(/%40/g, '@'));
  if (link.view === '3d') out.set('view', '3d');
  if (link.camera !== undefined) out.set('camera', cameraToken(link.camera));
  if (link.flip) out.set('flip', '1');
  if (link.spread !== undefined) out.set('spread', String(link.spread));
  if (link.levels) out.set('levels', link.levels);
  if (link.fade) out.set('fade', '1');
  return out;
}

/**
 * Returns `search` with the link's parameters in place of any it had (others are kept); defaults are left out.
 * With `keep`, a parameter the page could not read keeps the sender's text while the page would write for it what
 * it wrote on opening (see KeptText).
 */
export function writeExploreLink(search: string, link: ExploreLink, keep?: KeptText): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !OWN.includes(part.split('=')[0]!));
  const now = linkParams(link);
  if (keep?.raw.size) {
    const opened = linkParams(keep.opened);
    for (const [param, raw] of keep.raw) if (now.get(param) === opened.get(param)) now.set(param, raw);
  }
  const ordered = OWN.filter((param) => now.has(param)).map((param) => `${param}=${now.get(param)}`);
  const all = [...parts, ...ordered];
  return all.length ? `?${all.join('&')}` : '';
}
