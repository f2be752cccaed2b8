// The three layouts of spec §2. home: the public listing pages, edge to edge between header and
// footer. default: content pages, in a centred column. auth: a minimal frame around one card.
import type { ReactNode } from 'react';
import { Brand } from './brand';
import { ColourModeControl } from './colour-mode-control';
import { LanguageMenu } from './language-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink, mainContentId } from './skip-link';

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={mainContentId} tabIndex={-1} className={`outline-none ${className ?? ''}`}>
      {children}
    </main>
  );
}

export interface LayoutProps {
  children: ReactNode;
  /** The header's account control, composed by the route tree. */
  account?: ReactNode;
}

export function HomeLayout({ children, account }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="home">
      <SkipLink />
      <SiteHeader account={account} />
      <Main className="flex-1">{children}</Main>
      <SiteFooter />
    </div>
  );
}

export function DefaultLayout({ children, account }: LayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col" data-layout="default">
      <SkipLink />
      <SiteHeader account={account} />
      <Main className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-10">{children}</Main>
      <SiteFooter />
    </div>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-canvas" data-layout="auth">
      <SkipLink />
      <header className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <Brand compact />
        <div className="flex items-center gap-2">
          <LanguageMenu />
          <ColourModeControl />
        </div>
      </header>
      <Main className="grid flex-1 place-items-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl shadow-black/5 sm:p-8">
          {children}
        </div>
      </Main>
    </div>
  );
}
