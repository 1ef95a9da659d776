CREATE TABLE "dashboard_watchers" (
	"instance_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"streams" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"last_watched_at" timestamp with time zone,
	CONSTRAINT "dashboard_watchers_instance_id_restaurant_id_pk" PRIMARY KEY("instance_id","restaurant_id")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "alert_email_after_minutes" integer DEFAULT 5;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "customer_notice_after_minutes" integer DEFAULT 10;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pause_when_unanswered_minutes" integer DEFAULT 20;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pause_when_unwatched_minutes" integer DEFAULT 10;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "watch_rule_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_watchers" ADD CONSTRAINT "dashboard_watchers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_one_wait_alert_per_order" ON "outbox_messages" USING btree (("payload" ->> 'orderId')) WHERE "outbox_messages"."kind" = 'order_waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_one_unwatched_notice_per_pause" ON "outbox_messages" USING btree (("payload" ->> 'restaurantId'),("payload" ->> 'since')) WHERE "outbox_messages"."kind" = 'ordering_unwatched';--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_alert_email_minutes_range" CHECK ("restaurants"."alert_email_after_minutes" is null or "restaurants"."alert_email_after_minutes" between 1 and 480);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_customer_notice_minutes_range" CHECK ("restaurants"."customer_notice_after_minutes" is null or "restaurants"."customer_notice_after_minutes" between 1 and 480);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_unanswered_minutes_range" CHECK ("restaurants"."pause_when_unanswered_minutes" is null or "restaurants"."pause_when_unanswered_minutes" between 1 and 480);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_unwatched_minutes_range" CHECK ("restaurants"."pause_when_unwatched_minutes" is null or "restaurants"."pause_when_unwatched_minutes" between 1 and 480);--> statement-breakpoint
-- Moves the catalogue version (and announces it, as the trigger does) when something the public restaurant
-- answer reads changes outside the catalogue's tables: the first dashboard opened while none was, or an order
-- answered after it had waited long enough to pause ordering (docs/decisions/041-escalation-clocks-and-the-watcher-count).
CREATE FUNCTION "bump_catalogue_version_now"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify(
    'flame_events',
    json_build_object('channel', 'catalogue', 'payload', json_build_object('version', next_version::text))::text
  );
END;
$$;
