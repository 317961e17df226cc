import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { PaymentGateway } from '../gateway/payment-gateway';
import type { Clock } from '../premium-clock';
import { PaymentMethodService } from './payment-method.service';

export function createPaymentMethodServices(
  db: Kysely<Database>,
  deps: { gateway: PaymentGateway; now: Clock; config: AppConfig },
) {
  return { paymentMethods: new PaymentMethodService(db, deps) };
}
