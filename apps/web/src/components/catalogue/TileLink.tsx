import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SafeLink } from '../ui/SafeLink';
import { ShopLink } from './ShopLink';
import type { TileTarget } from './tile-model';

/**
 * The one focusable element of a tile: a route, a web address (SafeLink: another site's host asks
 * first), the shop, or nothing at all.
 */
export function TileLink({
  target,
  className,
  children,
}: {
  target: TileTarget | null;
  className?: string;
  children: ReactNode;
}) {
  if (!target) return <div className={className}>{children}</div>;
  switch (target.kind) {
    case 'internal':
      return (
        <Link className={className} to={target.to}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <SafeLink className={className} to={target.href}>
          {children}
        </SafeLink>
      );
    case 'shop':
      return (
        <ShopLink className={className} name={target.name} href={target.href}>
          {children}
        </ShopLink>
      );
  }
}
