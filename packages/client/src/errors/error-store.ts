import { isAbortError, toApiError } from './api-error';
import type { CodedError } from './coded-error';
import type { OperationType } from './operation-types';

type Listener = (op: OperationType) => void;

const NONE: readonly CodedError[] = Object.freeze([]);

/**
 * Errors kept per operation type (spec §8), so a form shows the errors of its last attempt and
 * a retry starts clean. Most actions rethrow after storing; agreements and homepage swallow.
 */
export class ErrorStore {
  private readonly byOperation = new Map<OperationType, readonly CodedError[]>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly getLang: () => string) {}

  /** Clears `op`, runs `fn`; on failure stores its coded errors and rethrows them as an ApiError. */
  async run<T>(op: OperationType, fn: () => Promise<T>): Promise<T> {
    this.clear(op);
    try {
      return await fn();
    } catch (error) {
      // A cancelled call is discarded (homepage), not a failure to show.
      if (isAbortError(error)) throw error;
      const apiError = toApiError(error, this.getLang());
      this.set(op, apiError.errors);
      throw apiError;
    }
  }

  /** Like run, but a failure is only stored: resolves undefined (agreements, homepage). */
  async runAndSwallow<T>(op: OperationType, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      return await this.run(op, fn);
    } catch {
      return undefined;
    }
  }

  get(op: OperationType): readonly CodedError[] {
    return this.byOperation.get(op) ?? NONE;
  }

  clear(op: OperationType): void {
    if (this.byOperation.delete(op)) this.notify(op);
  }

  /** Called with the operation whose errors changed; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(op: OperationType, errors: readonly CodedError[]): void {
    this.byOperation.set(op, Object.freeze([...errors]));
    this.notify(op);
  }

  private notify(op: OperationType): void {
    for (const listener of this.listeners) listener(op);
  }
}
