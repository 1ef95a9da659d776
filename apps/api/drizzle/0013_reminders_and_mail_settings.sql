ALTER TABLE "restaurants" ADD COLUMN "reminder_hours" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "new_order_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_one_reminder_per_booking" ON "outbox_messages" USING btree (("payload" ->> 'reservationId')) WHERE "outbox_messages"."kind" = 'reservation_reminder';--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_reminder_hours_range" CHECK ("restaurants"."reminder_hours" between 0 and 72);