/**
 * The explore page's address (CONVENTIONS.md §8): the position, the moves played from it, the marks and the
 * picture (components/board/address.ts reads the position text by hand). Pure, no DOM.
 */

import { arrowToken, markToken, parseArrow, parseMark, type Arrow, type Mark } from '@/components/board/annotations';
import type { PresetName } from '@/components/board3d/layout3d';
import { encodePosition, paramsOf } from '@/components/board/address';

// ---------------------------------------------------------------------------------------------------------------
// The whole link of the explore page: what the teacher sees, reproduced.
//   ?position=<text>&arrows=e2-e4,r:f1-c4&marks=d5,b:e6&select=e3&view=3d&camera=top&flip=1
// Unknown parameters are ignored (CONVENTIONS.md §8); a value that cannot be read is named in a problem and left
// out, and the rest still applies.

export const CAMERAS: readonly PresetName[] = ['white', 'black', 'top', 'side'];

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
