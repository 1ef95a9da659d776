CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"line_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_line_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"party_size" smallint NOT NULL,
	"quoted_minutes" smallint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_party_size" CHECK ("waitlist_entries"."party_size" between 1 and 50),
	CONSTRAINT "waitlist_entries_quoted_minutes" CHECK ("waitlist_entries"."quoted_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_restaurant_created_idx" ON "waitlist_entries" USING btree ("restaurant_id","created_at","line_number");