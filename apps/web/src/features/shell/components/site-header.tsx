// The header of the home and default layouts: brand, the listing pages, language and colour
// mode; on small screens the navigation and settings fold into a menu.
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, MenuIcon, SearchIcon } from '../../../ui/icons';
import { Brand } from './brand';
import { ColourModeControl } from './colour-mode-control';
import { LanguageMenu } from './language-menu';
import { MainNav } from './main-nav';

/** `account` is the sign-in button or account menu the route tree passes down. */
export function SiteHeader({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // The menu closes on navigation and on Escape.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-xl supports-[backdrop-filter]:bg-canvas/70"
      data-testid="site-header"
    >
      <div className="flex h-16 items-center gap-3 px-4 sm:gap-6 sm:px-6 lg:px-10">
        <Brand />
        {/* Between tablet and desktop widths the links scroll inside the bar, never the page. */}
        <nav aria-label={t('shell.primaryNav')} className="hidden min-w-0 overflow-x-auto md:block">
          <MainNav />
        </nav>
        <Link
          to="/search/"
          className="ms-auto grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2 data-[status=active]:text-brand"
          aria-label={t('catalog.search.open')}
          data-testid="header-search"
        >
          <SearchIcon />
        </Link>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageMenu />
          <ColourModeControl />
        </div>
        {account}
        <button
          type="button"
          className="grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2 md:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? t('shell.closeMenu') : t('shell.openMenu')}
          onClick={() => setOpen((value) => !value)}
          data-testid="menu-button"
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="border-t border-line bg-canvas px-4 pt-3 pb-6 sm:px-6 md:hidden"
      >
        {/* Rendered only while open, so each control exists once on the page. */}
        {open && (
          <>
            <nav aria-label={t('shell.mobileMenu')}>
              <MainNav vertical onNavigate={() => setOpen(false)} />
            </nav>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
              <ColourModeControl withLabels testId="mobile-colour-mode-control" />
              <LanguageMenu testId="mobile-language-menu" />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
