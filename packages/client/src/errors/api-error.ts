import { ClientCode } from '@fanverse/contract';
import { codedError, type CodedError } from './coded-error';

/** What normalisation yields for one failed call (spec §8). */
export interface NormalizedFailure {
  errors: CodedError[];
  sessionExpired: boolean;
  networkError: boolean;
}

/** The only error the client throws for a failed call (a cancelled call rethrows its AbortError). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors: CodedError[];
  readonly status?: number;
  readonly sessionExpired: boolean;
  readonly networkError: boolean;

  constructor(failure: NormalizedFailure, status?: number) {
    super(failure.errors[0]?.message ?? 'Unknown error');
    this.errors = failure.errors;
    this.status = status;
    this.sessionExpired = failure.sessionExpired;
    this.networkError = failure.networkError;
  }
}

/** Anything thrown that is not already an ApiError (a bug, a bad reply) becomes 9999 with it as cause. */
export function toApiError(error: unknown, lang?: string): ApiError {
  if (error instanceof ApiError) return error;
  const errors = [codedError(ClientCode.UNKNOWN, lang, { cause: error })];
  return new ApiError({ errors, sessionExpired: false, networkError: false });
}

/** A call the caller cancelled: its result is discarded, never stored as a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
