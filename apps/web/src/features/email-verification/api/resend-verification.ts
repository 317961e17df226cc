import { useMutation } from '@tanstack/react-query';
import { useAccountsApi, useSessionManager } from '../../../lib/session';
import { retrySecondsOf, startCountdown } from '../resend-countdown';

/**
 * GET /api/users/me/resend_verification_email. Success and the rate limit (7504) both start the
 * shared countdown, so every resend button on the page waits the time the server asks for.
 */
export function useResendVerification() {
  const api = useAccountsApi();
  const session = useSessionManager();
  return useMutation({
    mutationFn: () => session.call(() => api.accounts.resendVerificationEmail()),
    onSuccess: (reply) => startCountdown(reply.seconds_until_retry),
    onError: (error) => {
      const seconds = retrySecondsOf(error);
      if (seconds !== null) startCountdown(seconds);
    },
  });
}
