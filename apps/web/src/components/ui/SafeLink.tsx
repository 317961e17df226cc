import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useNavigationPolicy } from '../../lib/navigation/navigation-policy';
import { resolveNavigation } from '../../lib/navigation/safe-url';
import { LeaveSiteDialog } from './LeaveSiteDialog';

/** Leaves the app for another site, in this tab. */
export const leavePage = (href: string) => window.location.assign(href);

export interface SafeLinkProps {
  /** An address from data: a site path or a web address; anything else is refused. */
  to: string | null | undefined;
  className?: string;
  children: ReactNode;
  /** Where the page goes once the visitor agrees to leave; injectable for tests. */
  leave?: (href: string) => void;
}

/**
 * The link for every address that comes from data (lib/navigation/safe-url.ts decides): a route
 * of the app, a plain link to an owned domain, a link to any other host that asks first ("You are
 * leaving Fanverse for <host>"), or, for a refused address, the content without a link at all:
 * a `javascript:` or `data:` address never reaches an href.
 */
export function SafeLink({ to, className, children, leave = leavePage }: SafeLinkProps) {
  const policy = useNavigationPolicy();
  const [asking, setAsking] = useState(false);
  const target = resolveNavigation(to, policy);

  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'internal') {
    return (
      <Link className={className} to={target.to}>
        {children}
      </Link>
    );
  }
  if (target.owned) {
    return (
      <a className={className} href={target.href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }

  // Any activation (a click with or without modifier keys, a middle click) asks first.
  const ask = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    event.preventDefault();
    setAsking(true);
  };
  return (
    <>
      <a
        className={className}
        href={target.href}
        rel="noopener noreferrer"
        aria-haspopup="dialog"
        onClick={ask}
        onAuxClick={ask}
      >
        {children}
      </a>
      {/* Beside the link, not in it: clicks in the dialog must not bubble to the link. */}
      {asking && (
        <LeaveSiteDialog
          host={target.host}
          href={target.href}
          onStay={() => setAsking(false)}
          onLeave={() => {
            setAsking(false);
            leave(target.href);
          }}
        />
      )}
    </>
  );
}
