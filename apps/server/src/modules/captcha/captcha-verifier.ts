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
  for (let attempt = 1; ; attempt++) {
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
      if (attempt === 1 && isDroppedConnection(err)) continue;
      onError(err);
      return undefined;
    }
  }
}

/**
 * fetch reuses kept-alive connections, and a provider may close one just as it is reused: the
 * request then fails before the provider saw it, so it is sent once more on a new connection
 * (a member's solved captcha must not fail for it). Timeouts and refusals are not retried.
 */
function isDroppedConnection(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return err instanceof TypeError && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET');
}
