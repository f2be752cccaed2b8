// Leagues, categories and teams: the list (archived ones marked), a form to create one, and each
// row's edit and archive / restore.
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useCreateIdentity } from '../api/create-identity';
import { useAdminIdentities } from '../api/list-admin-identities';
import { useUpdateIdentity } from '../api/update-identity';
import { useUploadLogo } from '../api/upload-logo';
import { toCreateIdentity, toUpdateIdentity } from '../lib/identity-form';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';
import { ColourDot, EditRowButton } from './row-parts';
import { IdentityForm } from './identity-form';
import { LogoUpload } from './logo-upload';

export function IdentitiesSection() {
  const { t } = useTranslation();
  const list = useAdminIdentities();
  const create = useCreateIdentity();
  const update = useUpdateIdentity();
  const logo = useUploadLogo();
  const [editing, setEditing] = useState<AdminIdentity | null>(null);
  const identities = list.data ?? [];
  const titleOf = (id: string | null) => identities.find((identity) => identity.id === id)?.title;
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.identities.new')} testId="identity-create">
        <IdentityForm
          identities={identities}
          error={create.error}
          onSubmit={(values) => create.mutateAsync(toCreateIdentity(values))}
        />
      </Panel>
      {editing && (
        <Panel
          title={t('console.identities.edit', { title: editing.title })}
          testId="identity-edit"
        >
          <IdentityForm
            // A logo uploaded meanwhile changes the identity: the form starts again from it, so
            // saving never writes the old logo back.
            key={`${editing.id}-${editing.logoUrl ?? ''}`}
            editing={editing}
            identities={identities}
            error={update.error}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const body = toUpdateIdentity(values, editing);
              if (body) await update.mutateAsync({ id: editing.id, body });
              setEditing(null);
            }}
          />
          <LogoUpload
            key={`logo-${editing.id}`}
            identity={editing}
            error={logo.error}
            onUpload={async (file) => setEditing(await logo.mutateAsync({ id: editing.id, file }))}
          />
        </Panel>
      )}
      <Panel title={t('console.identities.list')} testId="identity-list">
        <QueryStates query={list} testId="identities" empty={t('console.identities.empty')}>
          {() => (
            <ConsoleTable
              columns={[
                t('console.identities.title'),
                t('console.identities.kind'),
                t('console.identities.parent'),
                t('console.identities.shortName'),
              ]}
              actions={t('console.actions')}
            >
              <tbody>
                {identities.map((identity) => (
                  <tr
                    key={identity.id}
                    className="border-t border-line"
                    data-testid="identity-row"
                    data-id={identity.id}
                  >
                    <td className="py-2 pe-3">
                      <span className="flex items-center gap-2">
                        <ColourDot colour={identity.colour} />
                        <span
                          className={identity.archived ? 'text-fg-muted line-through' : 'text-fg'}
                        >
                          {identity.title}
                        </span>
                        {identity.archived && (
                          <span className="rounded bg-surface-2 px-1.5 text-xs text-fg-muted">
                            {t('console.identities.archived')}
                          </span>
                        )}
                      </span>
                    </td>
                    <td className="py-2 pe-3 text-fg-muted">
                      {t(`console.kinds.${identity.kind}`)}
                    </td>
                    <td className="py-2 pe-3 text-fg-muted">{titleOf(identity.parentId) ?? '—'}</td>
                    <td className="py-2 pe-3 text-fg-muted">{identity.shortName ?? '—'}</td>
                    <td className="py-2 text-end whitespace-nowrap">
                      <EditRowButton title={identity.title} onClick={() => setEditing(identity)} />{' '}
                      <Button
                        size="small"
                        kind={identity.archived ? 'secondary' : 'danger'}
                        outline
                        disabled={update.isPending}
                        aria-label={t(
                          identity.archived
                            ? 'console.identities.restoreNamed'
                            : 'console.identities.archiveNamed',
                          { title: identity.title },
                        )}
                        onClick={() =>
                          update.mutate({ id: identity.id, body: { archived: !identity.archived } })
                        }
                      >
                        {t(
                          identity.archived
                            ? 'console.identities.restore'
                            : 'console.identities.archive',
                        )}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </ConsoleTable>
          )}
        </QueryStates>
      </Panel>
    </div>
  );
}
