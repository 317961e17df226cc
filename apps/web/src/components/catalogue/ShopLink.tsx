import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiClient } from '../../lib/api-client';
import { useNavigationPolicy } from '../../lib/navigation/navigation-policy';
import { hrefOf, resolveNavigation, type SafeTarget } from '../../lib/navigation/safe-url';
import { LeaveSiteDialog } from '../ui/LeaveSiteDialog';
import { leavePage } from '../ui/SafeLink';
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

type ShopState =
  | { step: 'idle' | 'leaving' | 'failed' }
  /** The shop answered an address on a domain we do not own: the visitor is asked first. */
  | { step: 'asking'; target: Extract<SafeTarget, { kind: 'external' }> };

/**
 * A link into the shop, which lives on another site. Activating it asks the server where the
 * destination is (`GET /shop/{name}` → {reason, url}) and leaves for that address, showing that
 * it is on its way; the link's own `href` names the destination for the status bar and crawlers.
 * The answer goes through the one navigation rule (lib/navigation): the shop's host is an owned
 * domain and is left for at once, any other host asks first, and anything but a web address is
 * refused.
 */
export function ShopLink({ name, href, className, children, leave = leavePage }: ShopLinkProps) {
  const { t } = useTranslation();
  const policy = useNavigationPolicy();
  const [state, setState] = useState<ShopState>({ step: 'idle' });

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (state.step === 'leaving' || state.step === 'asking') return;
    setState({ step: 'leaving' });
    apiClient.shell
      .getShopUrl(name)
      .then(({ url }) => {
        const target = resolveNavigation(url, policy);
        if (!target) throw new Error(`Fanverse: the shop answered an address that is refused: ${url}`);
        if (target.kind === 'external' && !target.owned) return setState({ step: 'asking', target });
        leave(hrefOf(target));
      })
      .catch(() => setState({ step: 'failed' }));
  };

  return (
    <>
      <a
        className={className}
        href={href}
        onClick={open}
        aria-busy={state.step === 'leaving'}
        data-state={state.step}
      >
        {children}
        {state.step === 'leaving' && (
          <span className={styles.status} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('catalogue.shop.leaving')}
          </span>
        )}
        {state.step === 'failed' && (
          <span className={styles.failed} role="alert">
            {t('catalogue.shop.failed')}
          </span>
        )}
      </a>
      {state.step === 'asking' && (
        <LeaveSiteDialog
          host={state.target.host}
          href={state.target.href}
          onStay={() => setState({ step: 'idle' })}
          onLeave={() => {
            setState({ step: 'leaving' });
            leave(state.target.href);
          }}
        />
      )}
    </>
  );
}
