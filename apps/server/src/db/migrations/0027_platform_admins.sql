ALTER TABLE "users" ADD COLUMN "platform_admin" boolean DEFAULT false NOT NULL;
