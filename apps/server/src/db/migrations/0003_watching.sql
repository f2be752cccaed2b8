CREATE TABLE "channel_programmes" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "channel_programmes_tenant_id_event_id_position_pk" PRIMARY KEY("tenant_id","event_id","position"),
	CONSTRAINT "channel_programmes_duration_check" CHECK ("channel_programmes"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "event_stat_metrics" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"filter_id" text NOT NULL,
	"short_name" text NOT NULL,
	"home" double precision NOT NULL,
	"away" double precision NOT NULL,
	CONSTRAINT "event_stat_metrics_tenant_id_event_id_position_pk" PRIMARY KEY("tenant_id","event_id","position"),
	CONSTRAINT "event_stat_metrics_values_check" CHECK ("event_stat_metrics"."home" >= 0 and "event_stat_metrics"."away" >= 0)
);
--> statement-breakpoint
CREATE TABLE "operator_keys" (
	"tenant_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"label" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_keys_tenant_id_key_hash_pk" PRIMARY KEY("tenant_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "channel_programmes" ADD CONSTRAINT "channel_programmes_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_stat_metrics" ADD CONSTRAINT "event_stat_metrics_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_keys" ADD CONSTRAINT "operator_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;