import { DISCUSSION_ERROR, currencyForCountry, type CompBody, type Subscription } from '@fanverse/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../premium-clock';
import type { SubscriptionRow } from '../premium-rows';
import { addMonths } from '../subscriptions/billing-period';
import { CATALOG } from '../catalog/catalog-data';
import { CatalogRepository } from '../catalog/catalog.repository';
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
   * by `months` (its next charge or its end moves on). In the caller's transaction `trx`, so a
   * claim that fails later leaves no premium behind.
   */
  async grantMonths(
    trx: Kysely<Database>,
    userId: string,
    grant: { months: number; productCode?: string; reason: 'gift' | 'code'; ref: string },
  ): Promise<{ guid: string; outcome: 'comped' | 'extended' }> {
    const repo = new SubscriptionRepository(trx);
    const now = this.deps.now();
    // One grant per member at a time: two grants racing with no live subscription would both
    // insert and the loser's whole transaction (the caller's claim) would abort on the index.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const live = await repo.liveOf(userId, true);
    const detail = { months: grant.months, reason: grant.reason, ref: grant.ref };
    if (live && !hasEnded(live, now)) {
      // A comp with no end already gives premium for ever: nothing to add.
      if (live.state === 'Comped' && live.expiration_at === null)
        return { guid: live.guid, outcome: 'extended' };
      await repo.update(live.guid, { ...extendedBy(live, grant.months), updated_at: now });
      await repo.addEvent(live.guid, 'extended', now, detail);
      return { guid: live.guid, outcome: 'extended' };
    }
    if (live) {
      // Ended but not yet swept: it is closed here, so the new comp counts its months from now.
      await repo.addEvent(live.guid, 'expired', now, { from: live.state, reason: 'replaced_by_comp' });
      await repo.update(live.guid, {
        state: 'Expired',
        expiration_at: live.expiration_at ?? now,
        due_at: null,
        updated_at: now,
      });
    }
    // Read over `trx`, not the services' own connection: the caller's transaction may hold the
    // only one there is (PGlite), and a read outside it would wait for it for ever.
    const catalog = new CatalogRepository(trx);
    const product = await catalog.productByCode(grant.productCode ?? CATALOG.defaultProductCode);
    if (!product) throw subscriptionErrors.productNotFound();
    if (product.is_gift) throw subscriptionErrors.giftProduct();
    const currency = currencyForCountry(this.deps.config.DEFAULT_COUNTRY);
    const price = (await catalog.priceOf(product.id, currency)) ?? 0;
    const row = await this.deps.subscriptions.signup.comp(repo, userId, {
      product,
      currency,
      price,
      months: grant.months,
      reason: grant.reason,
    });
    await repo.addEvent(row.guid, 'granted', now, detail);
    return { guid: row.guid, outcome: 'comped' };
  }
}

/** A Canceled or Comped subscription past its end that the renewal sweep has not expired yet. */
function hasEnded(row: SubscriptionRow, now: Date): boolean {
  return (
    (row.state === 'Canceled' || row.state === 'Comped') &&
    row.expiration_at !== null &&
    row.expiration_at.getTime() <= now.getTime()
  );
}

/**
 * Every date of the timeline that applies moved `months` later: the period's end and the next
 * charge (due_at) for a paying one, the trial's end during a trial, the end of a canceled or
 * comped one. Dates that are not set stay unset.
 */
function extendedBy(row: SubscriptionRow, months: number) {
  const later = (at: Date | null) => (at === null ? null : addMonths(at, months));
  return {
    current_period_end: later(row.current_period_end),
    due_at: later(row.due_at),
    trial_end_at: later(row.trial_end_at),
    expiration_at: later(row.expiration_at),
  };
}
