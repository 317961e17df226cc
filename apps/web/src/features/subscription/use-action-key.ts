import { newIdempotencyKey, toApiError } from '@fanverse/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** A mutation's input with the Idempotency-Key of the user action it belongs to. */
export type Keyed<T> = T & { key: string };

/**
 * One user action, one Idempotency-Key. A second click while the first is running does nothing
 * (checked on a ref, so even two clicks within one render send one request). A definite answer
 * from the server ends the action, so the next click is a new one with a new key. A lost
 * connection leaves the outcome unknown: trying the same thing again reuses the key, and the
 * server answers the first attempt's reply instead of acting twice. Other input is another action.
 */
export function useKeyedAction<I extends object, R>(mutation: UseMutationResult<R, unknown, Keyed<I>>) {
  const running = useRef(false);
  const kept = useRef<{ input: string; key: string } | null>(null);
  const { mutateAsync, isPending, error, data, reset } = mutation;

  const submit = useCallback(
    async (input: I): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      const signature = JSON.stringify(input);
      if (kept.current?.input !== signature) kept.current = { input: signature, key: newIdempotencyKey() };
      try {
        const result = await mutateAsync({ ...input, key: kept.current.key });
        kept.current = null;
        return result;
      } catch (failure) {
        if (!toApiError(failure).networkError) kept.current = null;
        return undefined; // the mutation keeps the error for the page to show
      } finally {
        running.current = false;
      }
    },
    [mutateAsync],
  );

  return { submit, pending: isPending, error, data, reset };
}

/** The coded errors of a failed action or load (none while it has not failed). */
export function errorsOf(error: unknown) {
  return error ? toApiError(error).errors : [];
}
