CREATE TABLE "dining_table_pairs" (
	"table_id" text NOT NULL,
	"partner_id" text NOT NULL,
	CONSTRAINT "dining_table_pairs_table_id_partner_id_pk" PRIMARY KEY("table_id","partner_id"),
	CONSTRAINT "dining_table_pairs_not_self" CHECK ("dining_table_pairs"."table_id" <> "dining_table_pairs"."partner_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" text NOT NULL,
	"table_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id"),
	CONSTRAINT "reservation_tables_range_valid" CHECK ("reservation_tables"."ends_at" > "reservation_tables"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "table_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "turn_minutes_by_party_size" jsonb DEFAULT '{"2":90,"4":105,"6":120,"8":150}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "covers_per_15_minutes" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "booking_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "booking_cutoff_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "max_online_party_size" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_table_pairs" ADD CONSTRAINT "dining_table_pairs_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_table_pairs" ADD CONSTRAINT "dining_table_pairs_partner_id_dining_tables_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dining_table_pairs_partner_idx" ON "dining_table_pairs" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "reservation_tables_table_idx" ON "reservation_tables" USING btree ("table_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_starts_at_idx" ON "reservations" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_unless_requested" CHECK ("reservations"."status" = 'requested' or "reservations"."table_id" is not null);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_covers_per_15_minutes_positive" CHECK ("restaurants"."covers_per_15_minutes" is null or "restaurants"."covers_per_15_minutes" > 0);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_booking_window_range" CHECK ("restaurants"."booking_window_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_booking_cutoff_range" CHECK ("restaurants"."booking_cutoff_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_max_online_party_range" CHECK ("restaurants"."max_online_party_size" between 1 and 50);