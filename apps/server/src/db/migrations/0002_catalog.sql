CREATE TABLE "pages" (
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"markdown" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_tenant_id_type_locale_pk" PRIMARY KEY("tenant_id","type","locale")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "owner_user_id" text;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_title_search_idx" ON "events" USING gin (touchline_fold("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "identities_title_search_idx" ON "identities" USING gin (touchline_fold("title") gin_trgm_ops);