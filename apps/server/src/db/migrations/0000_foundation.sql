CREATE TABLE "event_identities" (
	"tenant_id" text NOT NULL,
	"event_id" text NOT NULL,
	"identity_id" text NOT NULL,
	CONSTRAINT "event_identities_tenant_id_event_id_identity_id_pk" PRIMARY KEY("tenant_id","event_id","identity_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"reference_id" text,
	"title" text NOT NULL,
	"meta_title" text,
	"description" text,
	"sport_type" text NOT NULL,
	"media_kind" text DEFAULT 'event' NOT NULL,
	"media_sub_type" text,
	"status" text NOT NULL,
	"game_type" text,
	"gender" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"kickoff_at" timestamp with time zone,
	"duration_seconds" double precision,
	"team1_id" text,
	"team2_id" text,
	"score_home" integer,
	"score_away" integer,
	"poster_url" text,
	"hd_url" text,
	"panoramic_url" text,
	"clip_url" text,
	"epg_url" text,
	"ad_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"commerce_type" text DEFAULT 'free' NOT NULL,
	"commerce_coverage" text DEFAULT 'commerce_free_media' NOT NULL,
	"region_allowed" text[] DEFAULT '{}'::text[] NOT NULL,
	"region_blocked" text[] DEFAULT '{}'::text[] NOT NULL,
	"parent_event_id" text,
	"player_number" text,
	"player_color" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"stats_enabled" boolean DEFAULT false NOT NULL,
	"genius_id" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('live', 'upcoming', 'channel', 'vod', 'training', 'other')),
	CONSTRAINT "events_media_kind_check" CHECK ("events"."media_kind" in ('event', 'clip', 'user_clip', 'user_highlight', 'highlight')),
	CONSTRAINT "events_commerce_type_check" CHECK ("events"."commerce_type" in ('free', 'members', 'ppv', 'transactional', 'subscription basic')),
	CONSTRAINT "events_commerce_coverage_check" CHECK ("events"."commerce_coverage" in ('commerce_free_media', 'commerce_ppv_media', 'commerce_subscription_media', 'commerce_ppv_subscription_media'))
);
--> statement-breakpoint
CREATE TABLE "identities" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" text,
	"sport_type" text,
	"order" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"short_name" text,
	"image_url" text,
	"logo_url" text,
	"banner_url" text,
	"colour" text,
	"banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mobile_banners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "identities_kind_check" CHECK ("identities"."kind" in ('league', 'category', 'subcategory', 'team', 'club'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"hosts" text[] NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"secrets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "event_identities" ADD CONSTRAINT "event_identities_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_identities" ADD CONSTRAINT "event_identities_tenant_id_identity_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","identity_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_parent_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_team1_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","team1_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_team2_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","team2_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_tenant_id_parent_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_identities_tenant_identity_idx" ON "event_identities" USING btree ("tenant_id","identity_id","event_id");--> statement-breakpoint
CREATE INDEX "events_tenant_order_idx" ON "events" USING btree ("tenant_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "events_tenant_added_idx" ON "events" USING btree ("tenant_id","added_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_title_idx" ON "events" USING btree ("tenant_id",lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "events_tenant_created_idx" ON "events" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_status_added_idx" ON "events" USING btree ("tenant_id","status","added_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_kind_added_idx" ON "events" USING btree ("tenant_id","media_kind","added_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_sport_added_idx" ON "events" USING btree ("tenant_id","sport_type","added_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_starts_idx" ON "events" USING btree ("tenant_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "events_tenant_team1_idx" ON "events" USING btree ("tenant_id","team1_id");--> statement-breakpoint
CREATE INDEX "events_tenant_team2_idx" ON "events" USING btree ("tenant_id","team2_id");--> statement-breakpoint
CREATE INDEX "events_tenant_parent_idx" ON "events" USING btree ("tenant_id","parent_event_id");--> statement-breakpoint
CREATE INDEX "events_tenant_reference_idx" ON "events" USING btree ("tenant_id","reference_id");--> statement-breakpoint
CREATE INDEX "identities_tenant_kind_order_idx" ON "identities" USING btree ("tenant_id","kind","order","id");--> statement-breakpoint
CREATE INDEX "identities_tenant_parent_idx" ON "identities" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "tenants_hosts_idx" ON "tenants" USING gin ("hosts");