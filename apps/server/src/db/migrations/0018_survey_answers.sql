CREATE TABLE "survey_answers" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"survey_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_tenant_id_user_id_survey_name_pk" PRIMARY KEY("tenant_id","user_id","survey_name"),
	CONSTRAINT "survey_answers_rating_check" CHECK ("survey_answers"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "survey_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "survey_answers" AS PERMISSIVE FOR ALL TO public USING (tenant_id = current_setting('touchline.tenant_id', true)) WITH CHECK (tenant_id = current_setting('touchline.tenant_id', true));