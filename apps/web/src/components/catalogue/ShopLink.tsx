import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client';
import styles from './ShopLink.module.css';

export interface ShopLinkProps {
  /** The shop destination name (`homepage` is the shop's front page). */
  name: string;
  href: string;
  className?: string;
  children: ReactNode;
  /** Where the page goes; injectable for tests. */
  leave?: (url: string) => void;
}

/** The shop answers with its own address; only a web address is ever followed. */
function isWebAddress(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A link into the shop, which lives on another site. Activating it asks the server where the
 * destination is (`GET /shop/{name}` → {reason, url}) and leaves for that address, showing that
 * it is on its way; the link's own `href` names the destination for the status bar and crawlers.
 */
export function ShopLink({
  name,
  href,
  className,
  children,
  leave = (url) => window.location.assign(url),
}: ShopLinkProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'leaving' | 'failed'>('idle');

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state === 'leaving') return;
    setState('leaving');
    apiClient.shell
      .getShopUrl(name)
      .then(({ url }) => {
        if (!isWebAddress(url))
          throw new Error(`Fanverse: the shop answered an address that is not a web page: ${url}`);
        leave(url);
      })
      .catch(() => setState('failed'));
  };

  return (
    <a className={className} href={href} onClick={open} aria-busy={state === 'leaving'} data-state={state}>
      {children}
      {state === 'leaving' && (
        <span className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('catalogue.shop.leaving')}
        </span>
      )}
      {state === 'failed' && (
        <span className={styles.failed} role="alert">
          {t('catalogue.shop.failed')}
        </span>
      )}
    </a>
  );
}
