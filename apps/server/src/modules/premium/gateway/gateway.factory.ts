import type { Kysely } from 'kysely';
import { usesBraintree, type AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { Clock } from '../premium-clock';
import { BraintreeGateway, type BraintreeCredentials } from './braintree-gateway';
import { BraintreeWebhooks } from './braintree-webhooks.service';
import type { PaymentGateway } from './payment-gateway';
import { SandboxGateway } from './sandbox-gateway';
import { SandboxTokenizer } from './sandbox-tokenizer';

/** Braintree's credentials from the configuration, when all of them are set. */
export function braintreeCredentials(config: AppConfig): BraintreeCredentials | null {
  if (!usesBraintree(config)) return null;
  return {
    merchantId: config.BRAINTREE_MERCHANT_ID!,
    publicKey: config.BRAINTREE_PUBLIC_KEY!,
    privateKey: config.BRAINTREE_PRIVATE_KEY!,
    environment: config.BRAINTREE_ENVIRONMENT,
  };
}

/** Braintree when its credentials are configured, else the built-in sandbox. */
export function createGateway(db: Kysely<Database>, config: AppConfig, now: Clock): PaymentGateway {
  const credentials = braintreeCredentials(config);
  return credentials ? new BraintreeGateway(credentials) : new SandboxGateway(db, now);
}

/**
 * The gateway's own calls (gateway.routes.ts), chosen by configuration rather than by the gateway
 * in use (tests may replace that): the sandbox's card tokenizer when Braintree is not
 * configured, Braintree's webhook when it is; the other one is null and its route answers 404.
 */
export function createGatewayServices(
  db: Kysely<Database>,
  { config, now }: { config: AppConfig; now: Clock },
) {
  const credentials = braintreeCredentials(config);
  return {
    sandboxTokenizer: credentials ? null : new SandboxTokenizer(db, now),
    braintreeWebhooks: credentials ? new BraintreeWebhooks(db, new BraintreeGateway(credentials), now) : null,
  };
}
export type GatewayServices = ReturnType<typeof createGatewayServices>;
