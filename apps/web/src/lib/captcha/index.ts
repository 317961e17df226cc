export {
  captchaKey,
  createCaptchaRegistry,
  type CaptchaProvider,
  type CaptchaProviderFactory,
  type CaptchaRegistry,
} from './captcha-provider';
export { CaptchaUnavailableError, captchaRegistry, solveCaptcha, useCaptcha } from './use-captcha';
export { recaptchaV3 } from './recaptcha-v3';
export { arkoseEnforcement } from './arkose';
