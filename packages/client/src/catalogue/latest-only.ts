/**
 * "Latest call wins" per key (catalogue issue: homepage fetch cancellation). Starting a call for
 * a key aborts the one still in flight for that key; the aborted call rejects with an
 * AbortError at once and its reply, should it still arrive, is never delivered.
 */
export class LatestOnly {
  private readonly inFlight = new Map<string, AbortController>();

  async run<T>(
    key: string,
    callerSignal: AbortSignal | undefined,
    call: (signal: AbortSignal) => Promise<T>,
  ) {
    this.inFlight.get(key)?.abort(abortError('Superseded by a newer request'));
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    const unlink = follow(callerSignal, controller);
    try {
      return await settleUnlessAborted(call(controller.signal), controller.signal);
    } finally {
      unlink();
      if (this.inFlight.get(key) === controller) this.inFlight.delete(key);
    }
  }
}

/** An error every caller recognises as a cancel (`isAbortError`), like fetch's own. */
export function abortError(message: string, cause?: unknown): Error {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = 'AbortError';
  return error;
}

/** A cancel's reason as an AbortError (the caller may have aborted with any value). */
function reasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error && reason.name === 'AbortError'
    ? reason
    : abortError('The request was cancelled', reason);
}

/**
 * Chains the caller's signal into ours by hand: AbortSignal.any is missing from browsers the
 * app still supports. Returns the function that removes the link.
 */
function follow(source: AbortSignal | undefined, target: AbortController): () => void {
  if (!source) return () => undefined;
  if (source.aborted) {
    target.abort(reasonOf(source));
    return () => undefined;
  }
  const onAbort = () => target.abort(reasonOf(source));
  source.addEventListener('abort', onAbort, { once: true });
  return () => source.removeEventListener('abort', onAbort);
}

/**
 * Rejects as soon as `signal` aborts, whether or not the transport honours it, and turns a
 * result that lands after the abort into the same rejection.
 */
function settleUnlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reasonOf(signal));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) onAbort();
        else resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(signal.aborted ? reasonOf(signal) : error);
      },
    );
  });
}
