ALTER TABLE "event_identities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "identities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "channel_programmes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "event_stat_metrics" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "operator_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "password_resets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_logins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "commerce_product_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "commerce_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "event_identities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "identities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pages" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "channel_programmes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "event_stat_metrics" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "operator_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "devices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "password_resets" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_logins" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_product_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_products" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));