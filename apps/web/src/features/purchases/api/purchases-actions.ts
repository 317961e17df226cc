import { useMutation, useQueryClient } from '@tanstack/react-query';
import { purchasesKeys, type Keyed } from '../../../components/purchases';
import { refreshPremiumAccess } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { useSessionManager } from '../../../lib/session';

/**
 * POST …/est/redeem/{code}. Afterwards what the member owns and their history are asked for
 * again; a comp code opened Premium, so the claims are refreshed too (walls open at once).
 */
export function useRedeem() {
  const queryClient = useQueryClient();
  const session = useSessionManager();
  return useMutation({
    mutationFn: ({ code, key }: Keyed<{ code: string }>) =>
      apiClient.purchases.redeemEstCode(code, { idempotencyKey: key }),
    onSuccess: async (redemption) => {
      void queryClient.invalidateQueries({ queryKey: purchasesKeys.all() });
      if (redemption.type === 'comp') await refreshPremiumAccess(session, queryClient).catch(() => undefined);
    },
  });
}
