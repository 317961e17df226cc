/** (Being built: docs/purchases.md.) */
export function GiftPage() {
  return null;
}
