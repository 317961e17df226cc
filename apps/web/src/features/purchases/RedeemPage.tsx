/** (Being built: docs/purchases.md.) */
export function RedeemPage() {
  return null;
}
