CREATE TABLE "playback_leases" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"session_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_title" text NOT NULL,
	"device_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "playback_leases_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "playback_leases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "commerce_access_code_batches" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "playback_leases" ADD CONSTRAINT "playback_leases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_leases" ADD CONSTRAINT "playback_leases_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "playback_leases_session_idx" ON "playback_leases" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE INDEX "playback_leases_user_idx" ON "playback_leases" USING btree ("tenant_id","user_id","expires_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "playback_leases" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));