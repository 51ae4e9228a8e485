/** Small helpers shared by the engine tests: positions from text, moves as text, destinations as names. */
import { boardView, parsePosition, Position, type BoardView, type Result } from '@/engine';
import { getVariant } from '@/engine/variants/index';
import type { Variant } from '@/engine/rules/variant';

/** Returns the compiled variant, failing the test on an unknown id. */
export function variant(id: string): Variant {
  const r = getVariant(id);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Parses a position, failing the test with the parser's message. */
export function pos(id: string, text?: string): Position {
  const v = variant(id);
  if (text === undefined) return Position.start(v);
  const r = Position.parse(v, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Returns every legal move as long text, sorted. */
export const moveTexts = (p: Position): string[] =>
  p
    .legalMoves()
    .map((m) => p.printMove(m))
    .sort();

/** Returns the destination cell names of the man on `from`, sorted, without duplicates. */
export function destNames(p: Position, from: string): string[] {
  const v = p.variant;
  const cell = v.board.index(from);
  if (cell < 0) throw new Error(`no cell ${from}`);
  return [...new Set(p.movesFrom(cell).map((m) => v.board.names[m.to]!))].sort();
}

/** Splits a space-separated list and sorts it. */
export const list = (s: string): string[] => s.split(/\s+/).filter(Boolean).sort();

/** Plays moves given as long text, failing the test on an illegal one. */
export function playAll(p: Position, ...moves: string[]): Position {
  return moves.reduce((q, m) => {
    const r = q.playText(m);
    if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
    return r.value;
  }, p);
}

/** The board view of a position given as text (the start without text), or the parser's error. */
export function viewOfText(id: string, text?: string): Result<BoardView> {
  const r = parsePosition(id, text);
  return r.ok ? { ok: true, value: boardView(r.value) } : r;
}
