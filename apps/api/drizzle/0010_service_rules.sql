CREATE TABLE "special_days" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"date" date NOT NULL,
	"is_closed" boolean NOT NULL,
	"opens_at" smallint,
	"closes_at" smallint,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "special_days_times" CHECK ("special_days"."is_closed" or ("special_days"."opens_at" between 0 and 1439 and "special_days"."closes_at" between 0 and 1440))
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "ordering_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "ordering_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pickup_lead_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pickup_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pickup_slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "special_days" ADD CONSTRAINT "special_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "special_days_restaurant_date_unique" ON "special_days" USING btree ("restaurant_id","date");--> statement-breakpoint
CREATE INDEX "orders_restaurant_pickup_idx" ON "orders" USING btree ("restaurant_id","pickup_time");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pickup_lead_range" CHECK ("restaurants"."pickup_lead_minutes" between 0 and 1440);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pickup_window_range" CHECK ("restaurants"."pickup_window_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pickup_capacity_positive" CHECK ("restaurants"."pickup_slot_capacity" is null or "restaurants"."pickup_slot_capacity" > 0);--> statement-breakpoint
-- Special days change what the public pages show (the hours section, open now), like the weekly hours do.
CREATE TRIGGER "special_days_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "special_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
