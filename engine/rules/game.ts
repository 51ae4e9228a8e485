/**
 * A game: a start position and the moves played since, with undo/redo and the draws that need the history
 * (repetition). Immutable like `Position`: every change returns a new Game.
 */
import { err, ok, type Result } from '../result';
import type { Move } from './move';
import type { Position } from './position';
import type { Outcome } from './variant';

/** The identity of a position for repetition: everything but the move clock and number. */
const repetitionKey = (p: Position): string =>
  p
    .toString()
    .split(';')
    .map((f) => f.trim())
    .filter((f) => !f.startsWith('clock:') && !f.startsWith('move:'))
    .join('; ');

export class Game {
  private constructor(
    readonly positions: readonly Position[],
    readonly moves: readonly Move[],
    /** Moves taken back, most recent last, for redo. */
    readonly undone: readonly Move[],
  ) {}

  /** Starts a game from a position. */
  static from(start: Position): Game {
    return new Game([start], [], []);
  }

  get position(): Position {
    return this.positions[this.positions.length - 1]!;
  }

  /** Returns the game after a legal move of the current position. */
  play(move: Move): Game {
    return new Game([...this.positions, this.position.play(move)], [...this.moves, move], []);
  }

  /**
   * Returns the game after a legal move of the current position that led to `next` instead of the position the move
   * gives (a lesson's free board or sandbox gives the turn back to the side that moved): undo and the move texts
   * work as after `play`.
   */
  playTo(move: Move, next: Position): Game {
    return new Game([...this.positions, next], [...this.moves, move], []);
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
    return new Game(this.positions.slice(0, -1), this.moves.slice(0, -1), [
      ...this.undone,
      this.moves[this.moves.length - 1]!,
    ]);
  }

  /** Replays the last move taken back (no change when there is none). */
  redo(): Game {
    const m = this.undone[this.undone.length - 1];
    if (!m) return this;
    return new Game([...this.positions, this.position.play(m)], [...this.moves, m], this.undone.slice(0, -1));
  }

  /** The move texts played so far, long form. */
  moveTexts(): string[] {
    return this.moves.map((m, i) => this.positions[i]!.printMove(m));
  }

  /** Returns how the game ended, including repetition, or undefined while it goes on. */
  outcome(): Outcome | undefined {
    const here = this.position.outcome();
    if (here) return here;
    const limit = this.position.variant.def.rules.repetition;
    if (limit === undefined) return undefined;
    const key = repetitionKey(this.position);
    const seen = this.positions.filter((p) => repetitionKey(p) === key).length;
    if (seen >= limit)
      return {
        status: 'repetition',
        score: { w: 0.5, b: 0.5 },
        reason: `the same position has occurred ${limit} times: a draw`,
      };
    return undefined;
  }
}
