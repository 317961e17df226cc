export { SubscriptionPage } from './SubscriptionPage';
export { PaymentMethodsPage } from './PaymentMethodsPage';
export { TransactionsPage } from './TransactionsPage';
export { ReceiptPage } from './ReceiptPage';
