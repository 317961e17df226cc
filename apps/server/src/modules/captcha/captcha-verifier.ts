/** Checks a captcha token server-side. `ip` is the caller's address, passed on to the provider. */
export interface CaptchaVerifier {
  verify(token: string | undefined, ip: string): Promise<boolean>;
}

/** CAPTCHA_PROVIDER=off (the default on one machine): every request passes. */
export class OffCaptchaVerifier implements CaptchaVerifier {
  async verify(): Promise<boolean> {
    return true;
  }
}

/** How long a provider may take before the captcha counts as failed. */
export const CAPTCHA_TIMEOUT_MS = 5_000;

/**
 * POSTs to a provider's verify endpoint and answers its JSON reply, or undefined when the
 * provider cannot be reached or answers something else than JSON (the captcha then fails:
 * a provider outage must not open registration to bots).
 */
export async function postForJson(
  url: string,
  init: { body: string; contentType: string },
  onError: (err: unknown) => void,
): Promise<unknown> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': init.contentType, accept: 'application/json' },
      body: init.body,
      signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`captcha provider answered ${res.status}`);
    return await res.json();
  } catch (err) {
    onError(err);
    return undefined;
  }
}
