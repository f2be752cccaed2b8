DROP INDEX "events_title_search_idx";--> statement-breakpoint
DROP INDEX "events_tenant_order_idx";--> statement-breakpoint
DROP INDEX "events_tenant_added_idx";--> statement-breakpoint
DROP INDEX "events_tenant_title_idx";--> statement-breakpoint
DROP INDEX "events_tenant_created_idx";--> statement-breakpoint
DROP INDEX "events_tenant_status_added_idx";--> statement-breakpoint
DROP INDEX "events_tenant_sport_added_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_title" text GENERATED ALWAYS AS (touchline_fold("events"."title")) STORED;--> statement-breakpoint
CREATE INDEX "events_search_title_idx" ON "events" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_tenant_order_idx" ON "events" USING btree ("tenant_id","sort_order","id","media_kind");--> statement-breakpoint
CREATE INDEX "events_tenant_added_idx" ON "events" USING btree ("tenant_id","added_at","id","media_kind");--> statement-breakpoint
CREATE INDEX "events_tenant_title_idx" ON "events" USING btree ("tenant_id",lower("title") collate "C","id","media_kind");--> statement-breakpoint
CREATE INDEX "events_tenant_created_idx" ON "events" USING btree ("tenant_id","created_at","id","media_kind");--> statement-breakpoint
CREATE INDEX "events_tenant_status_added_idx" ON "events" USING btree ("tenant_id","status","added_at","id","media_kind");--> statement-breakpoint
CREATE INDEX "events_tenant_sport_added_idx" ON "events" USING btree ("tenant_id","sport_type","added_at","id","media_kind");