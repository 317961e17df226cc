import { SESSION_EXPIRED_MESSAGES, ServerCode, ViewerCode, type CatalogueCode } from '@fanverse/contract';
import type { MessageRule, ReplyMapping } from '../errors/reply-mapping';

const sessionMessageRules = SESSION_EXPIRED_MESSAGES.map((message): MessageRule => [message, 1003]);

/**
 * Applied to every call after the operation's own mapping: transport-level answers mean the
 * same on every route. The small generic codes 4, 5, 8, 9, 10 need no row, they become
 * 5000 + code; 11 (unknown API path) is the exception the spec names: 5001. PARENTAL_LOCK (a
 * title above the viewer's limits, issue 23) is 1410 on every route that can answer it: the
 * catalogue, comics, playback (rights, manifests, page downloads), lists, activity, discussions.
 */
export const defaultMapping: ReplyMapping = {
  codes: {
    [ServerCode.TOO_MANY_REQUESTS]: 1015,
    [ServerCode.INTERNAL]: 1502,
    [ServerCode.DATABASE_UNAVAILABLE]: 1502,
    [ServerCode.UNAUTHENTICATED]: 1003,
    [ServerCode.SESSION_EXPIRED]: 1003,
    '11': 5001,
    [ViewerCode.PARENTAL_LOCK]: 1410,
  } satisfies Record<string, CatalogueCode>,
  messages: sessionMessageRules,
};

/** GET /api/5/consumer/{name}. */
export const consumerMapping: ReplyMapping = {
  codes: { [ServerCode.CONSUMER_NOT_FOUND]: 1200, [ServerCode.INVALID_COUNTRY_CODE]: 1201 },
};

/** GET /shop/{name}: an unknown destination is content not found. */
export const shopMapping: ReplyMapping = {
  codes: { [ServerCode.SHOP_DESTINATION_NOT_FOUND]: 1061 },
};

/** GET /api/5/1/experiment/{name}. */
export const experimentMapping: ReplyMapping = {
  codes: { [ServerCode.EXPERIMENT_NOT_FOUND]: 1051, INVALID_EXPERIMENT_NAME: 1040 },
};
