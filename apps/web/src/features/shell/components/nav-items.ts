// The listing pages of spec §2 that the header links to, in order.
import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  to: LinkProps['to'];
  label: string;
  exact?: boolean;
}

export const navItems: NavItem[] = [
  { to: '/', label: 'nav.home', exact: true },
  { to: '/live/', label: 'nav.live' },
  { to: '/upcoming/', label: 'nav.upcoming' },
  { to: '/archive/', label: 'nav.archive' },
  { to: '/highlight/', label: 'nav.highlights' },
];
