import type { CaptchaPlatform } from '@fanverse/contract';

/** Spec accounts §5: the captcha platform is google or arkose; anything else means google. */
export function toCaptchaPlatform(value: unknown): CaptchaPlatform {
  return value === 'arkose' ? 'arkose' : 'google';
}
