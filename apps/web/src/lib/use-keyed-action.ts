import { newIdempotencyKey, toApiError } from '@fanverse/client';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** A mutation's input with the Idempotency-Key of the user action it belongs to. */
export type Keyed<T> = T & { key: string };

/** By default only a lost connection leaves the outcome unknown. */
const lostConnection = (failure: unknown) => toApiError(failure).networkError;

/**
 * One user action, one Idempotency-Key. A second click while the first is running does nothing
 * (checked on a ref, so even two clicks within one render send one request). A definite answer
 * from the server ends the action, so the next click is a new one with a new key. An unknown
 * outcome (`outcomeUnknown`; by default a lost connection) keeps the key: trying the same thing
 * again reuses it, and the server answers the first attempt's reply instead of acting twice.
 * Other input is another action.
 */
export function useKeyedAction<I extends object, R>(
  mutation: UseMutationResult<R, unknown, Keyed<I>>,
  outcomeUnknown: (failure: unknown) => boolean = lostConnection,
) {
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
        if (!outcomeUnknown(failure)) kept.current = null;
        return undefined; // the mutation keeps the error for the page to show
      } finally {
        running.current = false;
      }
    },
    [mutateAsync, outcomeUnknown],
  );

  return { submit, pending: isPending, error, data, reset };
}
