import { DISCUSSION_ERROR, currencyForCountry, type CompBody, type Subscription } from '@fanverse/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../premium-clock';
import type { CatalogService } from '../catalog/catalog.service';
import { subscriptionErrors } from '../subscriptions/subscription-errors';
import { SubscriptionRepository, isOneLiveViolation } from '../subscriptions/subscription.repository';
import type { SubscriptionService } from '../subscriptions/subscription.service';

/**
 * 403 for a member who is not staff (the `staff` access class; route-access.ts). One code for
 * every staff refusal: the contract's 2309 (`STAFF_ONLY`), which discussions' moderation answers
 * too and the client keeps as it is.
 */
export const STAFF_ONLY_CODE = DISCUSSION_ERROR.STAFF_ONLY;

/**
 * Staff comps (shared brief "Comped"): a House subscription, never charged, for `months` or
 * open-ended. The member's live subscription, if any, is expired first in the same transaction
 * (with its event), so the one-live-subscription rule holds.
 */
export class CompService {
  private readonly repo: SubscriptionRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: {
      now: Clock;
      config: AppConfig;
      catalog: CatalogService;
      subscriptions: SubscriptionService;
    },
  ) {
    this.repo = new SubscriptionRepository(db);
  }

  /** Staff is the account's own flag (users.is_staff), read on each call. */
  async requireStaff(userId: string): Promise<void> {
    if (!(await this.repo.isStaff(userId)))
      throw new AppError(403, STAFF_ONLY_CODE, 'Only staff may comp a subscription.');
  }

  async comp(staffUserId: string, body: CompBody): Promise<Subscription> {
    await this.requireStaff(staffUserId);
    const member = await this.repo.userByGuid(body.user_guid.toLowerCase());
    if (!member) throw subscriptionErrors.userNotFound();
    const product = await this.deps.subscriptions.productByCode(body.product_code);
    const currency = currencyForCountry(this.deps.config.DEFAULT_COUNTRY);
    const price = (await this.deps.catalog.priceOf(product.id, currency)) ?? 0;
    const staffGuid = await this.repo.userGuidOf(staffUserId);
    const now = this.deps.now();
    try {
      const row = await this.repo.transaction(async (repo) => {
        const live = await repo.liveOf(member.id, true);
        if (live) {
          await repo.addEvent(live.guid, 'expired', now, {
            from: live.state,
            reason: 'replaced_by_comp',
            by: staffGuid,
          });
          await repo.update(live.guid, {
            state: 'Expired',
            expiration_at: now,
            due_at: null,
            updated_at: now,
          });
        }
        return this.deps.subscriptions.signup.comp(repo, member.id, {
          product,
          currency,
          price,
          months: body.months ?? null,
          reason: 'staff',
          by: staffGuid,
        });
      });
      return this.deps.subscriptions.get(member.id, row.guid);
    } catch (err) {
      // Two comps for one member at once: the second meets the first's live subscription.
      if (isOneLiveViolation(err)) throw subscriptionErrors.existing();
      throw err;
    }
  }

  /**
   * Prepaid premium for `months` (a claimed gift, a comp code; docs/purchases.md "Gifts"): a new
   * comped (House) subscription to `productCode` (default: the catalog's default product) that
   * ends after `months`; or, when the member has a live subscription, that subscription extended
   * by `months` (its next charge or its end moves on). In the caller's transaction `trx`.
   * (Being built by the gifts part.)
   */
  async grantMonths(
    _trx: Kysely<Database>,
    _userId: string,
    _grant: { months: number; productCode?: string; reason: 'gift' | 'code'; ref: string },
  ): Promise<{ guid: string; outcome: 'comped' | 'extended' }> {
    throw new Error('CompService.grantMonths is not built yet');
  }
}
