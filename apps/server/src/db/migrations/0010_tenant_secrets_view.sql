-- The application role may not read the tenants table's secrets column (db/app-role.ts grants it
-- the other columns only, ADR 034). It reads secrets through this view, which shows the row of
-- the tenant its connection is scoped to (touchline.tenant_id, set by tenant-pool.ts) and no
-- other. The view runs with its owner's rights on the table; security_barrier keeps a caller's
-- conditions from being evaluated before the view's own. A superuser sees every row: PGlite's
-- single user is one, and it has no tenant scope (nor row-level security) to follow.
CREATE VIEW "tenant_secrets" WITH (security_barrier) AS
  SELECT "id", "secrets" FROM "tenants"
  WHERE "id" = current_setting('touchline.tenant_id', true)
     OR current_setting('is_superuser') = 'on';
