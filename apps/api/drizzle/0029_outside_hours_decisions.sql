ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "outside_hours_kept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "outside_hours_kept_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "cancelled_by" = 'restaurant' WHERE "status" = 'cancelled' AND "cancellation_reason" IS NOT NULL;
