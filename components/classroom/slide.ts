/**
 * What the step on screen shows, read from the page (presenter mode marks the step's blocks `data-present-on`:
 * dom.ts): its key points, and its board as it stands (`data-board-position`, docs/CONVENTIONS.md §7), a puzzle by
 * its id. The live class sends them to the students' phones (issue #44) and asks about the board. Pure DOM reading.
 */

/** At most this many key points, each at most this long, travel to the phones (server/protocol.ts checks the same). */
const POINTS_MAX = 8;
const POINT_CHARS = 300;

/** The key points of the step on screen, in order (none on a step without them). */
export function slidePoints(doc: Document = document): string[] {
  const items = doc.querySelectorAll<HTMLElement>(
    '[data-present-on][data-key-points] li, [data-present-on] [data-key-points] li',
  );
  return [...items]
    .map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, POINT_CHARS))
    .filter(Boolean)
    .slice(0, POINTS_MAX);
}

/** The board of the step on screen: its first puzzle, else its first board; undefined on a step without one. */
export function slideBoard(doc: Document = document): { position: string; puzzleId?: string } | undefined {
  for (const block of doc.querySelectorAll<HTMLElement>('[data-present-on]')) {
    const puzzle =
      block.closest<HTMLElement>('[data-puzzle-id]') ?? block.querySelector<HTMLElement>('[data-puzzle-id]');
    const board = (puzzle ?? block).querySelector<HTMLElement>('[data-board-position]');
    const position = board?.getAttribute('data-board-position');
    if (!position) continue;
    const puzzleId = puzzle?.getAttribute('data-puzzle-id') ?? undefined;
    return puzzleId ? { position, puzzleId } : { position };
  }
  return undefined;
}
