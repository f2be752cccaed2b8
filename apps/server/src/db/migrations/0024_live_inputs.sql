CREATE TABLE "live_inputs" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"state" text DEFAULT 'idle' NOT NULL,
	"run_id" text,
	"last_publish_at" timestamp with time zone,
	"last_end_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_inputs_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id"),
	CONSTRAINT "live_inputs_state_check" CHECK ("live_inputs"."state" in ('idle', 'receiving', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "live_inputs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "live_inputs" ADD CONSTRAINT "live_inputs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_inputs" ADD CONSTRAINT "live_inputs_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_inputs_tenant_key_idx" ON "live_inputs" USING btree ("tenant_id","key_hash");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "live_inputs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));
