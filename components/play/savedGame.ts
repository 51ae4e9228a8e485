/**
 * A game of the play page as text: the opening position, the moves in long move text, and the settings. The page
 * keeps its games in this browser (gameStore.ts: one key per game; nothing is sent anywhere), so that a reload or a
 * closed tab does not lose one. Reading checks everything with the engine; what cannot be read is reported (and
 * left in storage until the reader discards it), never thrown.
 */
import { Game, parsePosition, STRENGTHS, type Side, type Strength } from '@/engine';

/** Who plays the other side. */
export type Opponent = 'computer' | 'friend';

export interface SavedGame {
  readonly opening: string;
  readonly moves: readonly string[];
  readonly opponent: Opponent;
  readonly computer: Side;
  readonly strength: Strength;
  readonly resigned?: Side;
}

/** The most moves a saved game may hold (a longer one is not a game played on this page). */
const MAX_MOVES = 5000;

/** Reads a stored game for `v`: the game and its settings, or why it cannot be restored. */
export function readSavedGame(
  variantId: string,
  raw: string,
): { ok: true; game: Game; saved: SavedGame } | { ok: false; message: string } {
  let j: unknown;
  try {
    j = JSON.parse(raw);
  } catch {
    return { ok: false, message: 'the stored text is not a saved game' };
  }
  if (!j || typeof j !== 'object' || Array.isArray(j)) return { ok: false, message: 'the stored text is not a game' };
  const o = j as Record<string, unknown>;
  if (typeof o.opening !== 'string') return { ok: false, message: 'the saved game has no opening position' };
  if (!Array.isArray(o.moves) || o.moves.length > MAX_MOVES || !o.moves.every((m) => typeof m === 'string'))
    return { ok: false, message: 'the saved game has no readable move list' };
  const start = parsePosition(variantId, o.opening);
  if (!start.ok) return { ok: false, message: `its opening position: ${start.error.message}` };
  let game = Game.from(start.value);
  for (const [i, m] of (o.moves as string[]).entries()) {
    const r = game.playText(m);
    if (!r.ok) return { ok: false, message: `move ${i + 1} (${m}): ${r.error.message}` };
    game = r.value;
  }
  const side = (x: unknown): Side | undefined => (x === 'w' || x === 'b' ? x : undefined);
  const saved: SavedGame = {
    opening: o.opening,
    moves: o.moves as string[],
    opponent: o.opponent === 'friend' ? 'friend' : 'computer',
    computer: side(o.computer) ?? 'b',
    strength: (STRENGTHS as readonly unknown[]).includes(o.strength) ? (o.strength as Strength) : 'club',
    ...(side(o.resigned) !== undefined ? { resigned: side(o.resigned) } : {}),
  };
  return { ok: true, game, saved };
}

/** The text to store for a game. */
export const savedGameText = (s: SavedGame): string => JSON.stringify(s);
