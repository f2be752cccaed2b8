// The platform's tenants (ADR 064), for platform admins: the list with each tenant's hosts, a form
// to create one and each row's edit. A new tenant answers on its hosts as soon as it is created.
import type { PlatformTenant } from '@touchline/contract/calls/platform-tenants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePlatformTenant } from '../api/create-platform-tenant';
import { usePlatformTenants } from '../api/list-platform-tenants';
import { useUpdatePlatformTenant } from '../api/update-platform-tenant';
import { toCreateTenant, toUpdateTenant } from '../lib/tenant-form';
import { Panel, QueryStates } from './console-states';
import { ConsoleTable } from './console-table';
import { ColourDot, EditRowButton } from './row-parts';
import { TenantForm } from './tenant-form';

export function TenantsSection() {
  const { t } = useTranslation();
  const list = usePlatformTenants();
  const create = useCreatePlatformTenant();
  const update = useUpdatePlatformTenant();
  const [editing, setEditing] = useState<PlatformTenant | null>(null);
  const tenants = list.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <Panel title={t('console.tenants.new')} testId="tenant-create">
        <TenantForm
          error={create.error}
          onSubmit={(values) => create.mutateAsync(toCreateTenant(values))}
        />
      </Panel>
      {editing && (
        <Panel title={t('console.tenants.edit', { name: editing.brand.name })} testId="tenant-edit">
          <TenantForm
            key={editing.id}
            editing={editing}
            error={update.error}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const body = toUpdateTenant(values, editing);
              if (body) await update.mutateAsync({ id: editing.id, body });
              setEditing(null);
            }}
          />
        </Panel>
      )}
      <Panel title={t('console.tenants.list')} testId="tenant-list">
        <QueryStates query={list} testId="tenants" empty={t('console.tenants.empty')}>
          {() => (
            <ConsoleTable
              columns={[
                t('console.tenants.name'),
                t('console.tenants.slug'),
                t('console.tenants.hosts'),
                t('console.tenants.deviceLimit'),
              ]}
              actions={t('console.actions')}
            >
              <tbody>
                {tenants.map((tenant) => (
                  <tr
                    key={tenant.id}
                    className="border-t border-line"
                    data-testid="tenant-row"
                    data-id={tenant.id}
                  >
                    <td className="py-2 pe-3">
                      <span className="flex items-center gap-2">
                        <ColourDot colour={tenant.brand.primary} />
                        <span className="text-fg">{tenant.brand.name}</span>
                      </span>
                    </td>
                    <td className="py-2 pe-3 text-fg-muted">{tenant.slug}</td>
                    <td className="py-2 pe-3 text-fg-muted">{tenant.hosts.join(', ')}</td>
                    <td className="py-2 pe-3 text-fg-muted">{tenant.deviceLimit}</td>
                    <td className="py-2 text-end whitespace-nowrap">
                      <EditRowButton title={tenant.brand.name} onClick={() => setEditing(tenant)} />
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
