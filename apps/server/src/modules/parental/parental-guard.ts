import type { FastifyRequest } from 'fastify';
import { VIEWER_UNLOCK_HEADER } from '@fanverse/contract';
import { userOrAnonymous } from '../auth/auth.plugin';
import type { SessionContext, SessionService } from '../auth/session.service';
import { ContentLimits } from './content-limits';
import type { UnlockTokens } from './unlock-tokens';
import type { ViewerControlsRepository } from './viewer-controls.repository';

/**
 * The caller's parental limits, for every module that answers content (issue 23: enforced on the
 * server, everywhere). NONE for visitors, for members without controls, and for a session that
 * entered the pin (a valid `X-Viewer-Unlock`). Memoised per request: a reply that checks many
 * items reads the controls once.
 */
export class ParentalGuard {
  private readonly perRequest = new WeakMap<FastifyRequest, Promise<ContentLimits>>();

  constructor(
    private readonly sessions: SessionService,
    private readonly controls: ViewerControlsRepository,
    private readonly unlocks: UnlockTokens,
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
    const row = await this.controls.findLimits(user.userId);
    if (!row) return ContentLimits.NONE;
    const limits = ContentLimits.fromRatings(row.tv_rating, row.age_rating);
    if (!limits.active) return limits;
    const unlock = await this.unlocks.verify(unlockToken);
    if (unlock && unlock.sessionId === user.sessionId && unlock.version === row.version)
      return ContentLimits.NONE;
    return limits;
  }

  /** The limits of a member by id alone (a rights token names the member, not the session). */
  async limitsOfUser(userId: string): Promise<ContentLimits> {
    const row = await this.controls.findLimits(userId);
    return row ? ContentLimits.fromRatings(row.tv_rating, row.age_rating) : ContentLimits.NONE;
  }
}

function unlockHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[VIEWER_UNLOCK_HEADER];
  return typeof value === 'string' ? value : undefined;
}
