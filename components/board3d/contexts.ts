/**
 * Many 3-D boards on one page. A browser keeps only a few WebGL contexts alive (Chromium 16, fewer on phones) and
 * drops the oldest beyond that, leaving a blank canvas. So a 3-D board holds a context only while it is near the
 * viewport, and at most MAX_LIVE boards hold one at a time: the ones that came near most recently. A board without
 * a slot shows its 2-D picture and takes a slot again when it comes back into view. Pure state, no React.
 */

/** Boards that may hold a WebGL context at once (well under Chromium's 16, leaving room for other pages' uses). */
const MAX_LIVE = 6;

interface Entry {
  near: boolean;
  /** When it last came near (a counter, so ties cannot happen). */
  since: number;
}

const boards = new Map<number, Entry>();
const listeners = new Set<() => void>();
let clock = 0;
let nextId = 0;
let live: ReadonlySet<number> = new Set();

function recompute() {
  const near = [...boards].filter(([, e]) => e.near).sort((a, b) => b[1].since - a[1].since);
  const next = new Set(near.slice(0, MAX_LIVE).map(([id]) => id));
  if (next.size === live.size && [...next].every((id) => live.has(id))) return;
  live = next;
  for (const l of listeners) l();
}

/** Registers a board; returns its id. */
export function addBoard(): number {
  const id = nextId++;
  boards.set(id, { near: false, since: 0 });
  return id;
}

/** Forgets a board (unmounted or back to 2-D). */
export function removeBoard(id: number): void {
  boards.delete(id);
  recompute();
}

/** Says whether a board is near the viewport. */
export function setNear(id: number, near: boolean): void {
  const e = boards.get(id);
  if (!e || e.near === near) return;
  e.near = near;
  if (near) e.since = ++clock;
  recompute();
}

/** The boards allowed a context now. */
export const liveBoards = (): ReadonlySet<number> => live;

/** Calls `fn` whenever the set of live boards changes; returns the unsubscribe function. */
export function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
