ALTER TABLE "reservations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "changes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_named" CHECK ("reservations"."user_id" is not null or ("reservations"."source" = 'staff' and "reservations"."guest_name" is not null));