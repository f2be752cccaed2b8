CREATE TABLE "commerce_access_code_batches" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"use_limit" integer,
	"expires_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_access_code_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commerce_access_code_batches_limit_check" CHECK ("commerce_access_code_batches"."use_limit" is null or "commerce_access_code_batches"."use_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "commerce_access_code_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commerce_access_codes" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"batch_id" text NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commerce_access_codes_tenant_id_code_pk" PRIMARY KEY("tenant_id","code"),
	CONSTRAINT "commerce_access_codes_uses_check" CHECK ("commerce_access_codes"."uses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "commerce_access_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commerce_charges" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"contract_id" text,
	"product_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_charges_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commerce_charges_kind_check" CHECK ("commerce_charges"."kind" in ('purchase', 'renewal')),
	CONSTRAINT "commerce_charges_state_check" CHECK ("commerce_charges"."state" in ('succeeded', 'requires_action', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "commerce_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commerce_contracts" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_id" text,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"auto_renew" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"last_payment_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commerce_contracts_type_check" CHECK ("commerce_contracts"."type" in ('ppv', 'svod', 'cvod')),
	CONSTRAINT "commerce_contracts_state_check" CHECK ("commerce_contracts"."state" in ('pending', 'active', 'past_due', 'expired')),
	CONSTRAINT "commerce_contracts_source_check" CHECK ("commerce_contracts"."source" in ('card', 'code'))
);
--> statement-breakpoint
ALTER TABLE "commerce_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commerce_idempotency" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_idempotency_tenant_id_user_id_key_pk" PRIMARY KEY("tenant_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "commerce_idempotency" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "commerce_stored_cards" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_stored_cards_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "commerce_stored_cards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "commerce_access_code_batches" ADD CONSTRAINT "commerce_access_code_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_access_codes" ADD CONSTRAINT "commerce_access_codes_tenant_id_batch_id_commerce_access_code_batches_tenant_id_id_fk" FOREIGN KEY ("tenant_id","batch_id") REFERENCES "public"."commerce_access_code_batches"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD CONSTRAINT "commerce_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_charges" ADD CONSTRAINT "commerce_charges_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_contracts" ADD CONSTRAINT "commerce_contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_contracts" ADD CONSTRAINT "commerce_contracts_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_idempotency" ADD CONSTRAINT "commerce_idempotency_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_idempotency" ADD CONSTRAINT "commerce_idempotency_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stored_cards" ADD CONSTRAINT "commerce_stored_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_stored_cards" ADD CONSTRAINT "commerce_stored_cards_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commerce_charges_user_idx" ON "commerce_charges" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_charges_contract_idx" ON "commerce_charges" USING btree ("tenant_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commerce_contracts_running_idx" ON "commerce_contracts" USING btree ("tenant_id","user_id","product_id") WHERE "commerce_contracts"."state" <> 'expired';--> statement-breakpoint
CREATE INDEX "commerce_contracts_user_idx" ON "commerce_contracts" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "commerce_contracts_renewal_idx" ON "commerce_contracts" USING btree ("tenant_id","state","ends_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_access_code_batches" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_access_codes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_charges" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_contracts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_idempotency" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commerce_stored_cards" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));