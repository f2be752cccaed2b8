// `create-tenant` and `update-tenant` through the running portal's platform API (ADR 064): the
// tenant is written, audited and made to answer on its hosts by the server itself.
import { buildPath } from '@touchline/contract/call';
import {
  createPlatformTenantCall,
  updatePlatformTenantCall,
  type PlatformTenant,
} from '@touchline/contract/calls/platform-tenants';
import { platformKeyHeader } from '../modules/operator/platform-auth';
import { answerOf, postJson, type ApiTarget } from './operator-api';
import type { TenantCommand } from './tenant-args';

export async function runTenantCommand(
  target: ApiTarget,
  command: TenantCommand,
): Promise<PlatformTenant> {
  const platform = { ...target, keyHeader: platformKeyHeader };
  const { status, text } =
    command.name === 'create-tenant'
      ? await postJson(platform, createPlatformTenantCall.path, command.body)
      : await postJson(
          platform,
          buildPath(updatePlatformTenantCall.path, { id: command.tenantId }),
          command.body,
        );
  return createPlatformTenantCall.response.parse(answerOf(status, text)).content;
}
