CREATE TABLE "commerce_product_items" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"identity_id" text NOT NULL,
	CONSTRAINT "commerce_product_items_tenant_id_product_id_identity_id_pk" PRIMARY KEY("tenant_id","product_id","identity_id")
);
--> statement-breakpoint
CREATE TABLE "commerce_products" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_id" text,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"offer_starts_at" timestamp with time zone,
	"offer_ends_at" timestamp with time zone,
	"duration" integer,
	"duration_unit" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commerce_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "commerce_products_type_check" CHECK ("commerce_products"."type" in ('ppv', 'svod', 'cvod')),
	CONSTRAINT "commerce_products_event_check" CHECK (("commerce_products"."type" = 'ppv') = ("commerce_products"."event_id" is not null)),
	CONSTRAINT "commerce_products_price_check" CHECK ("commerce_products"."price_minor" >= 0),
	CONSTRAINT "commerce_products_currency_check" CHECK ("commerce_products"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "commerce_products_duration_check" CHECK (("commerce_products"."duration" is null) = ("commerce_products"."duration_unit" is null) and ("commerce_products"."duration" is null or "commerce_products"."duration" > 0) and ("commerce_products"."duration_unit" is null or "commerce_products"."duration_unit" in ('day', 'week', 'month', 'year')))
);
--> statement-breakpoint
ALTER TABLE "commerce_product_items" ADD CONSTRAINT "commerce_product_items_tenant_id_product_id_commerce_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."commerce_products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_product_items" ADD CONSTRAINT "commerce_product_items_tenant_id_identity_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","identity_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerce_products" ADD CONSTRAINT "commerce_products_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commerce_product_items_identity_idx" ON "commerce_product_items" USING btree ("tenant_id","identity_id");--> statement-breakpoint
CREATE INDEX "commerce_products_tenant_event_idx" ON "commerce_products" USING btree ("tenant_id","event_id");--> statement-breakpoint
CREATE INDEX "commerce_products_tenant_type_idx" ON "commerce_products" USING btree ("tenant_id","type","id");