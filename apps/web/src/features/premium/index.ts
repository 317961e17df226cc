export { PremiumPage } from './PremiumPage';
export { CheckoutPage } from './CheckoutPage';
export { PremiumWelcomePage } from './PremiumWelcomePage';
export { catalogQueryOptions } from './api/get-catalog';
