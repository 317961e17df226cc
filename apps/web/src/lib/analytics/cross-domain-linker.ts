import { LINKER_RETRY_MS } from '@fanverse/contract';
import { isOwnedHost } from '../navigation/owned-domains';

/**
 * The cross-domain linker (spec accounts §7): a visitor who follows a link from here to another
 * site Fanverse owns keeps one identity there, because the link carries this browser's anonymous
 * id (`_fvaid`). Only links to the owned domains (site settings `ownedDomains`) other than this
 * host are decorated, only while targeting consent allows it, and only as they are followed: the
 * page's links are left as they are otherwise. Its setup waits, retried every LINKER_RETRY_MS,
 * until the analytics object exists (it holds the id), as the spec's linker waited for its
 * vendor's script.
 */
export const LINKER_PARAM = '_fvaid';

export interface LinkerContext {
  anonymousId: string;
  /** This page's host name (its own links need no id). */
  pageHost: string;
  ownedDomains: readonly string[];
}

/** The address with the id added, or null when it is not one to decorate. */
export function decorateHref(href: string, context: LinkerContext): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (host === context.pageHost.toLowerCase() || !isOwnedHost(host, context.ownedDomains)) return null;
  url.searchParams.set(LINKER_PARAM, context.anonymousId);
  return url.href;
}

export interface LinkerDeps {
  /** Whether the analytics object exists yet. */
  ready(): boolean;
  anonymousId(): string | null;
  /** Targeting consent, asked at each click (it may have been withdrawn since the setup). */
  allowed(): boolean;
  ownedDomains(): readonly string[];
  document?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  pageHost?: () => string;
  retryMs?: number;
}

export interface CrossDomainLinker {
  /** Sets the linker up (now, or once analytics exists). Calling it again changes nothing. */
  enable(): void;
  /** Takes it down (consent withdrawn), a pending retry included. */
  disable(): void;
  /** Whether its click listener is in place. */
  active(): boolean;
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const element = target instanceof Element ? target : null;
  const link = element?.closest('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

export function createCrossDomainLinker(deps: LinkerDeps): CrossDomainLinker {
  const doc = deps.document ?? globalThis.document;
  const pageHost = deps.pageHost ?? (() => globalThis.location?.hostname ?? '');
  const retryMs = deps.retryMs ?? LINKER_RETRY_MS;
  let listening = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  // Runs in the capture phase, before the browser follows the link: the link's address is
  // decorated for this one activation (a click, a middle click, Enter), then put back.
  const onActivate = (event: Event) => {
    if (event.type === 'auxclick' && (event as MouseEvent).button !== 1) return;
    const link = linkOf(event.target);
    const id = deps.anonymousId();
    if (!link || !id || !deps.allowed()) return;
    const original = link.getAttribute('href') ?? '';
    const decorated = decorateHref(link.href, {
      anonymousId: id,
      pageHost: pageHost(),
      ownedDomains: deps.ownedDomains(),
    });
    if (!decorated) return;
    link.setAttribute('href', decorated);
    setTimeout(() => {
      if (link.getAttribute('href') === decorated) link.setAttribute('href', original);
    }, 0);
  };

  function install() {
    retry = undefined;
    if (listening) return;
    if (!deps.ready()) {
      retry = setTimeout(install, retryMs);
      return;
    }
    doc?.addEventListener('click', onActivate, true);
    doc?.addEventListener('auxclick', onActivate, true);
    listening = true;
  }

  return {
    enable() {
      if (!listening && retry === undefined) install();
    },
    disable() {
      if (retry !== undefined) clearTimeout(retry);
      retry = undefined;
      if (!listening) return;
      doc?.removeEventListener('click', onActivate, true);
      doc?.removeEventListener('auxclick', onActivate, true);
      listening = false;
    },
    active: () => listening,
  };
}
