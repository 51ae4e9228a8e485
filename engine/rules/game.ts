/**
 * A game: a start position and the moves played since, with undo/redo and the draws that need the history
 * (repetition). Immutable like `Position`: every change returns a new Game.
 */
import { err, ok, type Result } from '../result';
import type { Move } from './move';
import type { Position } from './position';
import type { Outcome } from './variant';

/** The identity of a position for repetition: everything but the move clock and number (computed once). */
const keys = new WeakMap<Position, string>();
const repetitionKey = (p: Position): string => {
  let k = keys.get(p);
  if (k === undefined) {
    k = p
      .toString()
      .split(';')
      .map((f) => f.trim())
      .filter((f) => !f.startsWith('clock:') && !f.startsWith('move:'))
      .join('; ');
    keys.set(p, k);
  }
  return k;
};

/**
 * How often each position of a game has occurred, kept up to date by the game that last changed it (`owner`): a
 * move or a take-back of the owner updates the counts and hands them on, so that reading a game of n plies costs n
 * steps, not one pass over every earlier position at each move. Any other game builds its own counts when asked.
 */
interface Occurrences {
  readonly counts: Map<string, number>;
  owner: Game;
}

export class Game {
  private constructor(
    readonly positions: readonly Position[],
    readonly moves: readonly Move[],
    /** Moves taken back, most recent last, for redo. */
    readonly undone: readonly Move[],
  ) {}

  #seen: Occurrences | undefined;

  /** The occurrence counts of this game's positions (built once for a game that does not own them). */
  #occurrences(): Occurrences {
    if (this.#seen?.owner === this) return this.#seen;
    const counts = new Map<string, number>();
    for (const p of this.positions) {
      const k = repetitionKey(p);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    this.#seen = { counts, owner: this };
    return this.#seen;
  }

  /** Hands this game's counts on to `next`, one position added (+1) or taken away (-1). */
  #handOn(next: Game, p: Position, change: 1 | -1): Game {
    const seen = this.#seen;
    if (seen?.owner !== this) return next;
    const k = repetitionKey(p);
    const n = (seen.counts.get(k) ?? 0) + change;
    if (n > 0) seen.counts.set(k, n);
    else seen.counts.delete(k);
    seen.owner = next;
    next.#seen = seen;
    return next;
  }

  /** Starts a game from a position. */
  static from(start: Position): Game {
    return new Game([start], [], []);
  }

  get position(): Position {
    return this.positions[this.positions.length - 1]!;
  }

  /** Returns the game after a legal move of the current position. */
  play(move: Move): Game {
    return this.playTo(move, this.position.play(move));
  }

  /**
   * Returns the game after a legal move of the current position that led to `next` instead of the position the move
   * gives (a lesson's free board or sandbox gives the turn back to the side that moved): undo and the move texts
   * work as after `play`.
   */
  playTo(move: Move, next: Position): Game {
    return this.#handOn(new Game([...this.positions, next], [...this.moves, move], []), next, 1);
  }

  /** Plays a move given as long text. */
  playText(text: string): Result<Game> {
    if (this.outcome()) return err('ERR_ILLEGAL', 'the game is over');
    const m = this.position.parseMove(text);
    return m.ok ? ok(this.play(m.value)) : m;
  }

  /** Takes back the last move (no change at the start). */
  undo(): Game {
    if (!this.moves.length) return this;
    const back = new Game(this.positions.slice(0, -1), this.moves.slice(0, -1), [
      ...this.undone,
      this.moves[this.moves.length - 1]!,
    ]);
    return this.#handOn(back, this.position, -1);
  }

  /** Replays the last move taken back (no change when there is none). */
  redo(): Game {
    const m = this.undone[this.undone.length - 1];
    if (!m) return this;
    const next = this.position.play(m);
    return this.#handOn(new Game([...this.positions, next], [...this.moves, m], this.undone.slice(0, -1)), next, 1);
  }

  /** The move texts played so far, long form. */
  moveTexts(): string[] {
    return this.moves.map((m, i) => this.positions[i]!.printMove(m));
  }

  /** The whole line as long move texts: the moves played, then the ones taken back in the order redo replays them. */
  lineTexts(): string[] {
    const first = this.positions[0]!;
    return [...this.moves, ...[...this.undone].reverse()].map((m) => first.printMove(m));
  }

  /** Returns how the game ended, including repetition, or undefined while it goes on. */
  outcome(): Outcome | undefined {
    const here = this.position.outcome();
    if (here) return here;
    const limit = this.position.variant.def.rules.repetition;
    if (limit === undefined) return undefined;
    const seen = this.#occurrences().counts.get(repetitionKey(this.position)) ?? 0;
    if (seen >= limit)
      return {
        status: 'repetition',
        score: { w: 0.5, b: 0.5 },
        reason: `the same position has occurred ${limit} times: a draw`,
      };
    return undefined;
  }
}
