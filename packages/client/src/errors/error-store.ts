import { isAbortError, toApiError, type ApiError } from './api-error';
import type { CodedError } from './coded-error';
import type { OperationType } from './operation-types';

type Listener = (op: OperationType) => void;

const NONE: readonly CodedError[] = Object.freeze([]);

/**
 * Errors kept per operation type (spec §8), so a form shows the errors of its last attempt and
 * a retry starts clean. `run` is the one place the rule lives: most calls rethrow after
 * storing; agreements and homepage swallow (packages/client/README.md lists which do what).
 */
export class ErrorStore {
  private readonly byOperation = new Map<
    OperationType,
    { failure: ApiError; errors: readonly CodedError[] }
  >();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly getLang: () => string) {}

  /**
   * Clears `op`, runs `fn`; on failure stores its coded errors and rethrows them as an ApiError,
   * or with `swallow` resolves undefined. A cancelled call is not a failure: never stored, and
   * its AbortError always rejects (a superseded homepage call is "still loading", not empty).
   */
  async run<T>(op: OperationType, fn: () => Promise<T>): Promise<T>;
  async run<T>(op: OperationType, fn: () => Promise<T>, options: { swallow: true }): Promise<T | undefined>;
  async run<T>(op: OperationType, fn: () => Promise<T>, options: { swallow?: boolean } = {}) {
    this.clear(op);
    try {
      return await fn();
    } catch (error) {
      if (isAbortError(error)) throw error;
      const apiError = toApiError(error, this.getLang());
      this.set(op, apiError);
      if (options.swallow) return undefined;
      throw apiError;
    }
  }

  get(op: OperationType): readonly CodedError[] {
    return this.byOperation.get(op)?.errors ?? NONE;
  }

  /**
   * The whole failure last stored for `op` (status, network and session flags as well as the
   * codes): what a caller of a swallowing call rethrows when it needs a failure to show.
   */
  failure(op: OperationType): ApiError | undefined {
    return this.byOperation.get(op)?.failure;
  }

  clear(op: OperationType): void {
    if (this.byOperation.delete(op)) this.notify(op);
  }

  /** Called with the operation whose errors changed; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(op: OperationType, failure: ApiError): void {
    this.byOperation.set(op, { failure, errors: Object.freeze([...failure.errors]) });
    this.notify(op);
  }

  private notify(op: OperationType): void {
    for (const listener of this.listeners) listener(op);
  }
}
