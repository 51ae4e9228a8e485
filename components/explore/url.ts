/**
 * The explore page's address (CONVENTIONS.md §8): `?position=<text>` reproduces a position. Read by hand rather
 * than with URLSearchParams, because position text uses `+` for promoted men (`+Pe4`) and form decoding would
 * turn it into a space. Pure, no DOM.
 */

import { arrowToken, markToken, parseArrow, parseMark, type Arrow, type Mark } from '@/components/board/annotations';
import type { PresetName } from '@/components/board3d/layout3d';

/** Returns the `position` parameter of a query string (`?a=1&position=...`), decoded, or undefined. */
export function positionFromSearch(search: string): string | undefined {
  for (const part of search.replace(/^\?/, '').split('&')) {
    const eq = part.indexOf('=');
    if ((eq < 0 ? part : part.slice(0, eq)) !== 'position') continue;
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw; // a stray % is left for the engine to reject with its own message
    }
  }
  return undefined;
}

/** Encodes position text for an address, keeping `:`, `;`, `@` and `,` readable. */
export function encodePosition(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':')
    .replace(/%3B/gi, ';')
    .replace(/%40/gi, '@')
    .replace(/%2C/gi, ',');
}

/** Returns `search` with its `position` parameter replaced (or removed when `position` is undefined). */
export function searchWithPosition(search: string, position: string | undefined): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p && !/^position(=|$)/.test(p));
  if (position !== undefined) parts.push(`position=${encodePosition(position)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

// ---------------------------------------------------------------------------------------------------------------
// The whole link of the explore page: what the teacher sees, reproduced.
//   ?position=<text>&arrows=e2-e4,r:f1-c4&marks=d5,b:e6&select=e3&view=3d&camera=top&flip=1
// Unknown parameters are ignored (CONVENTIONS.md §8); a value that cannot be read is named in a problem and left
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
  readonly camera?: PresetName;
  readonly flip?: boolean;
}

/** A parameter that could not be read. */
export interface LinkProblem {
  readonly param: string;
  readonly value: string;
  readonly message: string;
}

/** Returns every parameter of a query string, decoded by hand (`+` stays `+`), the first of each name. */
export function paramsOf(search: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const raw = eq < 0 ? '' : part.slice(eq + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // a stray % is left as it is, for the reader to reject with its own message
    }
    if (!out.has(name)) out.set(name, value);
  }
  return out;
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
    if ((CAMERAS as readonly string[]).includes(camera)) link.camera = camera as PresetName;
    else bad('camera', camera, `the camera is one of ${CAMERAS.join(', ')}`);
  }
  const flip = p.get('flip');
  if (flip !== undefined) {
    if (flip === '1' || flip === 'true' || flip === '') link.flip = true;
    else if (flip === '0' || flip === 'false') link.flip = false;
    else bad('flip', flip, 'flip is 1 or 0');
  }
  return { link, problems };
}

const OWN = ['position', 'arrows', 'marks', 'select', 'view', 'camera', 'flip'];

/** Returns `search` with the link's parameters in place of any it had (others are kept); defaults are left out. */
export function writeExploreLink(search: string, link: ExploreLink): string {
  const parts = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part && !OWN.includes(part.split('=')[0]!));
  if (link.position !== undefined) parts.push(`position=${encodePosition(link.position)}`);
  if (link.arrows?.length) parts.push(`arrows=${link.arrows.map(arrowToken).join(',')}`);
  if (link.marks?.length) parts.push(`marks=${link.marks.map(markToken).join(',')}`);
  if (link.select !== undefined) parts.push(`select=${encodeURIComponent(link.select).replace(/%40/g, '@')}`);
  if (link.view === '3d') parts.push('view=3d');
  if (link.camera !== undefined) parts.push(`camera=${link.camera}`);
  if (link.flip) parts.push('flip=1');
  return parts.length ? `?${parts.join('&')}` : '';
}
