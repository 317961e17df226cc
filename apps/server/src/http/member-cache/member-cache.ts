import { ChangeGenerations } from './change-generations';
import { PrivateReplyCache } from './private-reply-cache';

/** This instance's member caches (docs/member-cache.md), shared by every module through ModuleContext. */
export interface MemberCache {
  changes: ChangeGenerations;
  /** Member-private replies (the consume-next feed, user lists). */
  replies: PrivateReplyCache;
  /** How long a checked session is kept (modules/auth/session-cache.ts); 0: not kept. */
  sessionTtlMs: number;
}

export interface MemberCacheOptions {
  /** MEMBER_CACHE_SECONDS: the longest anything is kept; 0 turns both caches off. */
  ttlSeconds: number;
  maxBytes: number;
  compress: boolean;
}

export function createMemberCache(options: MemberCacheOptions): MemberCache {
  const changes = new ChangeGenerations();
  return {
    changes,
    replies: new PrivateReplyCache(changes, options),
    sessionTtlMs: options.ttlSeconds * 1000,
  };
}

/** Nothing kept (operator commands and tests that build services without an app). */
export const noMemberCache = (): MemberCache =>
  createMemberCache({ ttlSeconds: 0, maxBytes: 1, compress: false });
