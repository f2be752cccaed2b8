CREATE TABLE "follows" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"identity_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_tenant_id_user_id_identity_id_pk" PRIMARY KEY("tenant_id","user_id","identity_id"),
	CONSTRAINT "follows_type_check" CHECK ("follows"."type" in ('category', 'team', 'league', 'home', 'subcategory'))
);
--> statement-breakpoint
ALTER TABLE "follows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"target_id" text NOT NULL,
	"owner_user_id" text NOT NULL,
	"title" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"type" text NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"player_number" text,
	"player_color" text,
	"team_id" text,
	"video_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tags_type_check" CHECK ("tags"."type" in ('game', 'player', 'user')),
	CONSTRAINT "tags_video_type_check" CHECK ("tags"."video_type" in ('live', 'vod')),
	CONSTRAINT "tags_times_check" CHECK ("tags"."start_ms" >= 0 and "tags"."end_ms" >= "tags"."start_ms")
);
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "watch_positions" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"position_seconds" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_positions_tenant_id_user_id_event_id_pk" PRIMARY KEY("tenant_id","user_id","event_id"),
	CONSTRAINT "watch_positions_position_check" CHECK ("watch_positions"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "watch_positions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "watchlist_entries" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_entries_tenant_id_user_id_event_id_pk" PRIMARY KEY("tenant_id","user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_tenant_id_identity_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","identity_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_target_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_owner_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","owner_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_team_id_identities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","team_id") REFERENCES "public"."identities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_positions" ADD CONSTRAINT "watch_positions_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_entries" ADD CONSTRAINT "watchlist_entries_tenant_id_event_id_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","event_id") REFERENCES "public"."events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_user_created_idx" ON "follows" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_target_global_idx" ON "tags" USING btree ("tenant_id","target_id","global","start_ms");--> statement-breakpoint
CREATE INDEX "tags_target_owner_idx" ON "tags" USING btree ("tenant_id","target_id","owner_user_id","start_ms");--> statement-breakpoint
CREATE INDEX "watch_positions_user_updated_idx" ON "watch_positions" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "watchlist_entries_user_added_idx" ON "watchlist_entries" USING btree ("tenant_id","user_id","added_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "follows" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tags" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "watch_positions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "watchlist_entries" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));