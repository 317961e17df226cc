import type { FieldRulesReply, RuleSet } from '@fanverse/contract';
import { ApiError } from '../errors/api-error';
import { checkRuleSets } from './check-rule-sets';

/** Fetches the rules of one path: `OPTIONS <path>` (DESIGN.md "Field rules"). */
export type RulesFetcher = (path: string, signal?: AbortSignal) => Promise<FieldRulesReply>;

export interface CheckOptions {
  lang?: string;
  signal?: AbortSignal;
}

/**
 * The server publishes its field rules per path; the client checks a payload against them
 * before sending so a form shows every field error at once, without a round trip per attempt.
 * Rules are cached per path for the client's lifetime (they change only with a deploy).
 */
export class FieldRuleEngine {
  private readonly cache = new Map<string, Promise<readonly RuleSet[]>>();

  constructor(
    private readonly fetchRules: RulesFetcher,
    private readonly getLang: () => string,
  ) {}

  getRules(path: string, signal?: AbortSignal): Promise<readonly RuleSet[]> {
    const key = path.split('?')[0] ?? path;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const pending = this.fetchRules(key, signal).then(
      (reply) => reply.rule_sets,
      (error: unknown) => {
        // A path with no published rules has none to break; any other failure is retried next time.
        if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return [];
        this.cache.delete(key);
        throw error;
      },
    );
    this.cache.set(key, pending);
    return pending;
  }

  /** Resolves when `payload` passes the path's rules; throws ApiError with 6000-6005 otherwise. */
  async check(path: string, payload: unknown, options: CheckOptions = {}): Promise<void> {
    const ruleSets = await this.getRules(path, options.signal);
    const errors = checkRuleSets(ruleSets, payload, options.lang ?? this.getLang());
    if (errors.length > 0) throw new ApiError({ errors, sessionExpired: false, networkError: false });
  }

  clearCache(): void {
    this.cache.clear();
  }
}
