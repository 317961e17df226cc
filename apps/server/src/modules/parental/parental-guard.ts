import type { FastifyRequest } from 'fastify';
import { VIEWER_UNLOCK_HEADER } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { userOrAnonymous } from '../auth/auth.plugin';
import type { SessionContext, SessionService } from '../auth/session.service';
import type { AgeLimit } from './age-limit';
import { ContentLimits } from './content-limits';
import type { UnlockTokens } from './unlock-tokens';
import type { ViewerControlsRepository } from './viewer-controls.repository';

/**
 * The caller's parental limits, for every module that answers content (issue 23: enforced on the
 * server, everywhere). NONE for visitors, for members without controls, and for a session that
 * entered the pin (a valid `X-Viewer-Unlock`). An under-age member (stored date of birth under the
 * age gate's age) is also kept below mature content, which the pin does not lift. Memoised per
 * request: a reply that checks many items reads the member once.
 */
export class ParentalGuard {
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<ContentLimits>>();

  constructor(
    private readonly sessions: SessionService,
    private readonly controls: ViewerControlsRepository,
    private readonly unlocks: UnlockTokens,
    private readonly ageLimit: AgeLimit,
  ) {}

  /**
   * The limits of the request's caller. A bad or expired session token counts as a visitor here
   * (public routes must not fail on a stale token); routes that need a member check that first.
   */
  limitsOf(request: FastifyRequest): Promise<ContentLimits> {
    let limits = this.perRequest.get(request);
    if (!limits) {
      limits = userOrAnonymous(request, this.sessions).then((user) =>
        user ? this.limitsOfSession(user, unlockHeader(request)) : ContentLimits.NONE,
      );
      this.perRequest.set(request, limits);
    }
    return limits;
  }

  /** The limits of a known session (rights and manifests, which resolve the member themselves). */
  async limitsOfSession(user: SessionContext, unlockToken?: string): Promise<ContentLimits> {
    const facts = await this.controls.findGuardFacts(user.userId);
    if (!facts) return ContentLimits.NONE;
    let limits = ContentLimits.fromRatings(facts.tv_rating ?? '', facts.age_rating ?? '');
    if (limits.active && facts.version !== null) {
      const unlock = await this.unlocks.verify(unlockToken);
      if (unlock && unlock.sessionId === user.sessionId && unlock.version === facts.version)
        limits = ContentLimits.NONE;
    }
    return this.withAgeLimit(limits, facts.dob);
  }

  /**
   * The limits of the member a session token names outside the Authorization header (the
   * `session` cookie of a page request); NONE for an unknown or expired token.
   */
  async limitsOfToken(token: string): Promise<ContentLimits> {
    try {
      return await this.limitsOfSession(await this.sessions.authenticate(token));
    } catch (err) {
      if (err instanceof AppError && err.status === 401) return ContentLimits.NONE;
      throw err;
    }
  }

  /** The limits of a member by id alone (a rights token names the member, not the session). */
  async limitsOfUser(userId: string): Promise<ContentLimits> {
    const facts = await this.controls.findGuardFacts(userId);
    if (!facts) return ContentLimits.NONE;
    return this.withAgeLimit(
      ContentLimits.fromRatings(facts.tv_rating ?? '', facts.age_rating ?? ''),
      facts.dob,
    );
  }

  private async withAgeLimit(limits: ContentLimits, dob: string | null): Promise<ContentLimits> {
    const age = await this.ageLimit.limitFor(dob);
    return age.active ? ContentLimits.strictest(limits, age) : limits;
  }
}

function unlockHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[VIEWER_UNLOCK_HEADER];
  return typeof value === 'string' ? value : undefined;
}
