import { ServerCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// Catalogue spec §8 "Mappings from server replies", premium side.

export const subscribeMapping: ReplyMapping = {
  codes: { EXISTING_ACTIVE_SUBSCRIPTION: 3003, FAILED_TO_SUBSCRIBE: 3034 },
};

/** Promo look-up and apply-promo calls. */
export const promoMapping: ReplyMapping = {
  codes: { [ServerCode.NOT_FOUND]: 3012, MAX_USAGE: 3013, EXPIRED: 3014, APPLIED: 3020 },
};
