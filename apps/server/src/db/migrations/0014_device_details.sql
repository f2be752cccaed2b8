ALTER TABLE "devices" ADD COLUMN "browser_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "browser_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "custom_name" text;