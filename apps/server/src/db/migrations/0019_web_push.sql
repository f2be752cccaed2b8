CREATE TABLE "push_keys" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"push_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "push_notices" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_notices_tenant_id_event_id_kind_pk" PRIMARY KEY("tenant_id","event_id","kind")
);
--> statement-breakpoint
ALTER TABLE "push_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_deliveries_tenant_id_event_id_kind_subscription_id_pk" PRIMARY KEY("tenant_id","event_id","kind","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "push_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "push_keys" ADD CONSTRAINT "push_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notices" ADD CONSTRAINT "push_notices_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_notice_fk" FOREIGN KEY ("tenant_id","event_id","kind") REFERENCES "public"."push_notices"("tenant_id","event_id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."push_subscriptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("tenant_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_keys" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_subscriptions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_notices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "push_deliveries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));