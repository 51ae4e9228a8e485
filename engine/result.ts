/**
 * Results instead of throws for anything a user can type (chessops' `Result`).
 * Throw only for programmer errors (a broken variant definition).
 */
export type Result<T, E = EngineError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/** Error codes, one per kind of user mistake. */
export type ErrorCode =
  | 'ERR_VARIANT'
  | 'ERR_FIELD'
  | 'ERR_CELL'
  | 'ERR_PIECE'
  | 'ERR_SETUP'
  | 'ERR_MOVE_SYNTAX'
  | 'ERR_ILLEGAL'
  | 'ERR_ARGS';

/** An error a user can read: `message` names the field and the token. */
export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
}

/** Wraps a value as a success. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
/** Wraps an error code and message as a failure. */
export const err = (code: ErrorCode, message: string): Result<never, EngineError> => ({
  ok: false,
  error: { code, message },
});
