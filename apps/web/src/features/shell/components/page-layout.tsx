// Wraps the current page in the layout its route asks for through `staticData.layout`.
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { deepestStaticData } from '../../../lib/router/static-data';
import { AuthLayout, DefaultLayout, HomeLayout } from './layouts';

export function PageLayout({ children, account }: { children: ReactNode; account?: ReactNode }) {
  const layout = useRouterState({
    select: (state) => deepestStaticData(state.matches, 'layout') ?? 'default',
  });
  switch (layout) {
    case 'home':
      return <HomeLayout account={account}>{children}</HomeLayout>;
    case 'auth':
      return <AuthLayout>{children}</AuthLayout>;
    case 'default':
      return <DefaultLayout account={account}>{children}</DefaultLayout>;
  }
}
