import type { Kysely } from 'kysely';
import { GenericCode } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../premium-clock';
import type { WebhookFacts } from './braintree-mapping';
import { BraintreeWebhooksRepository } from './braintree-webhooks.repository';

/** Reads and verifies a notification (BraintreeGateway.parseWebhook). */
export interface WebhookParser {
  parseWebhook(signature: string, payload: string): Promise<WebhookFacts>;
}

/** The subscription notifications we act on (Braintree's WebhookNotification.Kind values). */
export const HANDLED_KINDS = [
  'subscription_charged_successfully',
  'subscription_charged_unsuccessfully',
  'subscription_went_past_due',
  'subscription_canceled',
  'subscription_expired',
  'subscription_trial_ended',
] as const;
type HandledKind = (typeof HANDLED_KINDS)[number];
const isHandled = (kind: string): kind is HandledKind => (HANDLED_KINDS as readonly string[]).includes(kind);

/** The subscription event each notification records. */
const EVENT_OF: Record<HandledKind, string> = {
  subscription_charged_successfully: 'gateway_charged',
  subscription_charged_unsuccessfully: 'charge_failed',
  subscription_went_past_due: 'past_due',
  subscription_canceled: 'canceled',
  subscription_expired: 'expired',
  subscription_trial_ended: 'trial_ended',
};

export interface WebhookOutcome {
  kind: string;
  /** False for a replay, a kind we do not act on, or a subscription we do not know. */
  applied: boolean;
}

/**
 * Braintree's subscription notifications, applied once each: a receipt keyed by kind,
 * subscription id and timestamp is inserted in the same transaction as the change, so a
 * notification Braintree delivers again (it retries until it gets a 2xx) changes nothing.
 * Nothing here ever charges: a "charged successfully" notification only records that Braintree
 * did. An unknown subscription answers 200 too, or Braintree would retry it for days.
 */
export class BraintreeWebhooks {
  private readonly repo: BraintreeWebhooksRepository;

  constructor(
    db: Kysely<Database>,
    private readonly parser: WebhookParser,
    private readonly now: Clock,
  ) {
    this.repo = new BraintreeWebhooksRepository(db);
  }

  async receive(signature: string, payload: string): Promise<WebhookOutcome> {
    const facts = await this.parse(signature, payload);
    if (!isHandled(facts.kind) || !facts.subscriptionId) return { kind: facts.kind, applied: false };
    const kind = facts.kind;
    const subscriptionId = facts.subscriptionId;
    const at = this.now();
    const key = `${kind}:${subscriptionId}:${facts.timestamp}`;

    const applied = await this.repo.transaction(async (trx) => {
      if (!(await this.repo.recordReceipt(trx, key, kind, at))) return false;
      const sub = await this.repo.subscriptionByGatewayId(trx, subscriptionId);
      if (!sub) return false;

      const detail: Record<string, unknown> = {
        source: 'braintree_webhook',
        notification: kind,
        notified_at: facts.timestamp,
        from_state: sub.state,
      };
      if (facts.transaction) detail.transaction = facts.transaction;

      switch (kind) {
        case 'subscription_charged_unsuccessfully':
        case 'subscription_went_past_due':
          // Only a paid-up subscription falls behind; a cancelled or ended one stays as it is.
          if (sub.state === 'Active')
            await this.repo.update(trx, sub.guid, { state: 'Past Due', updated_at: at });
          break;
        case 'subscription_canceled': {
          if (sub.state === 'Canceled' || sub.state === 'Expired') break;
          // Access runs to the end of what was paid (or of the trial); the sweep ends it then.
          const expiration = sub.current_period_end ?? sub.trial_end_at ?? at;
          await this.repo.update(trx, sub.guid, {
            state: 'Canceled',
            cancelled_at: at,
            expiration_at: expiration,
            due_at: expiration,
            updated_at: at,
          });
          break;
        }
        case 'subscription_expired':
          if (sub.state === 'Expired') break;
          await this.repo.update(trx, sub.guid, {
            state: 'Expired',
            expiration_at: at,
            due_at: null,
            lease_until: null,
            updated_at: at,
          });
          break;
        case 'subscription_charged_successfully':
        case 'subscription_trial_ended':
          // Recorded only: Braintree charged (or ended the trial) itself; we never charge again.
          break;
      }
      await this.repo.addEvent(trx, sub.guid, EVENT_OF[kind], detail, at);
      return true;
    });
    return { kind, applied };
  }

  /** The SDK verifies the signature against our keys; anything it refuses is a 400 code 8. */
  private async parse(signature: string, payload: string): Promise<WebhookFacts> {
    try {
      return await this.parser.parseWebhook(signature, payload);
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : 'unreadable notification';
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        `The webhook notification could not be verified: ${message}`,
        'bt_signature',
      );
    }
  }
}
