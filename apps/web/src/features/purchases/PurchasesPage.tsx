/** (Being built: docs/purchases.md.) */
export function PurchasesPage() {
  return null;
}
