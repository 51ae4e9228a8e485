/** A move, as the engine stores it. Cells are board indices; kinds are indices into `variant.kinds`. */
export interface Move {
  /** The moving man's cell; -1 for a drop. */
  readonly from: number;
  /** Where it lands (for a capture without moving: the cell of the man removed). */
  readonly to: number;
  /** Kind of the moving or dropped man. */
  readonly piece: number;
  /** Cell of the man captured, or -1. Differs from `to` for en passant. */
  readonly capture: number;
  /** Kind after promotion, or -1. */
  readonly promo: number;
  /** Bit set of `MoveFlag`. */
  readonly flags: number;
  /** Variant-specific payload (e.g. the Barricade's intermediate cells). */
  readonly extra?: unknown;
}

export const MoveFlag = {
  /** A pawn's two-step move: sets the en-passant cell. */
  DOUBLE: 1,
  /** An en-passant capture. */
  EP: 2,
  /** A capture without moving (Peanut's king). */
  STAY: 4,
  /** A drop from the hand. */
  DROP: 8,
  /** A move of a man on several cells (the Panoply Barricade); `extra` is a `MultiCellMove`. */
  MULTI: 16,
} as const;

/**
 * `Move.extra` of a `MULTI` move: the man's cells before the move and after each step, and what each step
 * captured. `make` removes the men taken and moves the man from `path[0]` to the last entry of `path`.
 */
export interface MultiCellMove {
  /** `path[0]`: the man's cells before the move; `path[i]`: after step i. Each in board order (ascending index). */
  readonly path: readonly (readonly number[])[];
  /** Per step: one cell of the man that step captured, or -1. */
  readonly takes: readonly number[];
}
