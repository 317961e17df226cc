export { EmailVerificationBanner, BANNER_HIDDEN_KEY } from './EmailVerificationBanner';
export { shouldShowVerificationBanner, type BannerContext } from './banner-rules';
