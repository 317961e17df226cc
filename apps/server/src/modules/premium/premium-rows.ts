import type { Selectable } from 'kysely';
import type {
  PaymentMethodsTable,
  PremiumProductsTable,
  PremiumPromosTable,
  SubscriptionInvoicesTable,
  SubscriptionsTable,
} from './premium.schema';

/** Rows the premium parts pass each other. */
export type ProductRow = Selectable<PremiumProductsTable>;
export type PromoRow = Selectable<PremiumPromosTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type InvoiceRow = Selectable<SubscriptionInvoicesTable>;

/** Where tax is charged: a country and a postal code (from a payment method or the form). */
export interface Place {
  countryCode: string;
  postalCode: string;
}
