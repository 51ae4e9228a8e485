/**
 * Results instead of throws for anything a user can type (chessops' `Result`).
 * Throw only for programmer errors (a broken variant definition).
 */
export type Result<T, E = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Error codes, one per kind of user mistake. */
export type ErrorCode =
  | 'ERR_VARIANT'
  | 'ERR_FIELD'
  | 'ERR_CELL'
  | 'ERR_PIECE'
  | 'ERR_SETUP'
  | 'ERR_MOVE_SYNTAX'
  | 'ERR_ILLEGAL'
  | 'ERR_ARGS'
  /** A practice exercise whose stars cannot all be collected (within the search's cap). */
  | 'ERR_UNSOLVED';

/** An error a user can read: `message` names the field and the token. */
export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Wraps a value as a success. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
/** The longest message a user is shown; quoted input longer than QUOTE is cut short inside the message. */
const MAX_MESSAGE = 300;
const QUOTE = 40;

/** Shortens a message that quotes long input (a pasted page, a hostile address), so it stays readable. */
function shorten(message: string): string {
  const s = message.replace(/"([^"]{1,10000})"/g, (m, q: string) =>
    q.length > QUOTE ? `"${q.slice(0, QUOTE)}…" (${q.length} characters)` : m,
  );
  return s.length > MAX_MESSAGE ? `${s.slice(0, MAX_MESSAGE - 1)}…` : s;
}

/** Wraps an error code and message as a failure (long quoted input is shortened). */
export const err = (code: ErrorCode, message: string): Result<never, EngineError> => ({
  ok: false,
  error: { code, message: shorten(message) },
});
