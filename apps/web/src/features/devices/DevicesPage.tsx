// GROUNDWORK: this page is being written (issue 23); it is replaced before it lands.
export function DevicesPage() {
  return null;
}
