-- Partial refunds (ADR 052): a charge keeps every refund given back on it, from the portal or
-- made in Stripe's dashboard, with its provider id (so a webhook replay records nothing twice).
-- `refunded_at` now means "refunded in full". A full refund made before keeps its one entry.
ALTER TABLE "commerce_charges" ADD COLUMN "refunds" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "commerce_charges" SET "refunds" = jsonb_build_array(jsonb_build_object('ref', "refund_ref", 'amountMinor', "amount_minor", 'at', to_jsonb("refunded_at"), 'origin', 'portal')) WHERE "refunded_at" IS NOT NULL AND "refund_ref" IS NOT NULL;
