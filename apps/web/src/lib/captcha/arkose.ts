import type { CaptchaProviderFactory } from './captcha-provider';
import { loadScript } from './load-script';

interface ArkoseEnforcement {
  setConfig(config: {
    mode?: 'lightbox' | 'inline';
    onCompleted?: (response: { token: string }) => void;
    onError?: (response: unknown) => void;
    onFailed?: (response: unknown) => void;
    onHide?: () => void;
  }): void;
  run(): void;
}

const READY_CALLBACK = 'fanverseArkoseReady';

declare global {
  interface Window {
    [READY_CALLBACK]?: (enforcement: ArkoseEnforcement) => void;
  }
}

/**
 * Arkose Labs (spec §5: the token travels as `arkoseSession`). The enforcement script hands
 * over its API through a named callback; each run may show a challenge in a lightbox and
 * completes with a session token. Closing the challenge counts as a failure.
 */
export const arkoseEnforcement: CaptchaProviderFactory = (publicKey) => {
  let enforcement: Promise<ArkoseEnforcement> | null = null;
  const ready = () => {
    enforcement ??= new Promise<ArkoseEnforcement>((resolve, reject) => {
      window[READY_CALLBACK] = resolve;
      loadScript(`https://client-api.arkoselabs.com/v2/${encodeURIComponent(publicKey)}/api.js`, {
        'data-callback': READY_CALLBACK,
      }).catch((error: unknown) => {
        enforcement = null;
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    });
    return enforcement;
  };
  return {
    preload: async () => void (await ready()),
    execute: async () => {
      const api = await ready();
      return new Promise<string>((resolve, reject) => {
        const fail = () => reject(new Error('Fanverse: the captcha challenge was not completed'));
        api.setConfig({
          mode: 'lightbox',
          onCompleted: (response) => resolve(response.token),
          onError: fail,
          onFailed: fail,
          onHide: fail,
        });
        api.run();
      });
    },
  };
};
