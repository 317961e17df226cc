/**
 * Stream addresses expire (410) and a rights token can stop being accepted (401/403). The player
 * then asks for a new address and carries on, once per failure: if the address it got by
 * renewing fails too before anything loaded from it, asking again would loop, so it stops.
 */
export type RenewalDecision = 'renew' | 'ignore' | 'fail';

export class RenewalGuard {
  /** The address whose renewal is under way: its further failures are already being handled. */
  private renewing: string | null = null;
  /** An address obtained by renewing that has not yet loaded anything. */
  private unproven: string | null = null;

  /** An address the player had loaded has been refused. */
  refused(url: string): RenewalDecision {
    if (this.renewing === url) return 'ignore';
    if (this.unproven === url) return 'fail';
    this.renewing = url;
    return 'renew';
  }

  /** The player switched to a new address after a renewal. */
  renewed(url: string): void {
    this.renewing = null;
    this.unproven = url;
  }

  /** Something loaded from `url`: it works, so a later expiry of it may be renewed again. */
  loaded(url: string): void {
    if (this.unproven === url) this.unproven = null;
  }

  /** The renewal itself failed. */
  abandoned(): void {
    this.renewing = null;
  }
}
