// /console/: the operator console. The capabilities call opens it: its 403 means the account is
// signed in but not an operator of this tenant. The Tenants section is there for platform admins.
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { useCapabilities } from '../api/get-capabilities';
import { usePlatformTenants } from '../api/list-platform-tenants';
import { consoleSections, sectionOf } from '../lib/console-sections';
import { AuditSection } from './audit-section';
import { CapabilitiesSection } from './capabilities-section';
import { CommerceSection } from './commerce-section';
import { ErrorGroups } from './error-groups';
import { Failed, Loading } from './console-states';
import { EventsSection } from './events-section';
import { HighlightsSection } from './highlights-section';
import { IdentitiesSection } from './identities-section';
import { LiveSection } from './live-section';
import { ViewingReport } from './viewing-report';
import { NotAllowed } from './not-allowed';
import { TenantsSection } from './tenants-section';
import { UsersSection } from './users-section';

export function ConsolePage() {
  const { t } = useTranslation();
  const capabilities = useCapabilities();
  const hash = useLocation({ select: (location) => location.hash });
  // The platform's tenants answer platform admins only (ADR 064): their answer shows the section.
  const platform = usePlatformTenants().isSuccess;
  const sections = consoleSections.filter((name) => name !== 'tenants' || platform);
  const section = sectionOf(hash);
  if (capabilities.isPending) return <Loading testId="console-loading" />;
  if (capabilities.isError) {
    if (capabilities.error instanceof ApiError && capabilities.error.status === 403)
      return <NotAllowed />;
    return (
      <Failed
        error={capabilities.error}
        retry={() => void capabilities.refetch()}
        testId="console-failed"
      />
    );
  }
  return (
    <div className="flex flex-col gap-6" data-testid="console">
      <h1 className="text-2xl font-bold tracking-tight text-fg">{t('console.title')}</h1>
      <nav aria-label={t('console.sections')}>
        <ul role="list" className="flex flex-wrap gap-2 border-b border-line pb-3">
          {sections.map((name) => (
            <li key={name}>
              <Link
                to="/console/"
                // The open section links to itself with its state (`users?q=…`), so the router
                // still finds it the current page.
                hash={name === section ? hash.replace(/^#/, '') || name : name}
                // The router marks the link of the current address active (aria-current), the
                // fragment included: one section at a time.
                activeOptions={{ includeHash: true }}
                className="block rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted hover:bg-surface-2 hover:text-fg aria-[current=page]:bg-surface-2 aria-[current=page]:text-fg"
                data-testid={`console-tab-${name}`}
              >
                {t(`console.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'games' && <EventsSection capabilities={capabilities.data} />}
      {section === 'live' && <LiveSection capabilities={capabilities.data} />}
      {section === 'highlights' && <HighlightsSection capabilities={capabilities.data} />}
      {section === 'identities' && <IdentitiesSection />}
      {section === 'commerce' && <CommerceSection />}
      {section === 'users' && <UsersSection />}
      {section === 'reports' && (
        <>
          <ViewingReport />
          <ErrorGroups />
        </>
      )}
      {section === 'system' && <CapabilitiesSection capabilities={capabilities.data} />}
      {section === 'audit' && <AuditSection />}
      {section === 'tenants' && platform && <TenantsSection />}
    </div>
  );
}
