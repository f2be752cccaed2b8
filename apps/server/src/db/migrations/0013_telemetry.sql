CREATE TABLE "analytics_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"user_id" text,
	"anonymous_id" text,
	"media_event_id" text,
	"watch_seconds" double precision,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "error_reports" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_class" text NOT NULL,
	"message" text NOT NULL,
	"release" text NOT NULL,
	"release_stage" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"url" text,
	"status" integer,
	"payload" jsonb NOT NULL,
	CONSTRAINT "error_reports_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "error_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE INDEX "error_reports_group_idx" ON "error_reports" USING btree ("tenant_id","error_class","message","release");--> statement-breakpoint
CREATE INDEX "error_reports_received_idx" ON "error_reports" USING btree ("tenant_id","received_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "analytics_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "error_reports" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));