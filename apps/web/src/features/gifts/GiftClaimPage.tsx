/** (Being built: docs/purchases.md.) */
export function GiftClaimPage() {
  return null;
}
