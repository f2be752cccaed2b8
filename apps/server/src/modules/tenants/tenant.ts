// A resolved tenant as the request sees it: identity, public config and server settings.
// Secrets are deliberately not part of it; code that needs one reads it explicitly.
import type { TenantPublicConfig, TenantSettings } from './tenant-documents';

export interface Tenant {
  id: string;
  slug: string;
  name: string;
  hosts: string[];
  config: TenantPublicConfig;
  settings: TenantSettings;
}
