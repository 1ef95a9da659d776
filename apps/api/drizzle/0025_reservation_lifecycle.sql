ALTER TABLE "reservations" DROP CONSTRAINT "reservations_table_unless_requested";--> statement-breakpoint
CREATE INDEX "reservations_no_show_user_idx" ON "reservations" USING btree ("user_id") WHERE "reservations"."status" = 'no-show';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_unless_requested" CHECK ("reservations"."status" in ('requested', 'declined') or "reservations"."table_id" is not null);--> statement-breakpoint
-- A seated party still holds its tables; completed, no-show, cancelled and declined bookings free them.
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_no_overlap";
--> statement-breakpoint
ALTER TABLE "reservations"
  ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" in ('active', 'seated'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_tables_add_first"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."table_id" IS NOT NULL THEN
    INSERT INTO "reservation_tables" ("reservation_id", "table_id", "starts_at", "ends_at", "holds")
    VALUES (NEW."id", NEW."table_id", NEW."starts_at", NEW."ends_at", NEW."status" in ('active', 'seated'));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reservation_tables_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reservation_tables"
     SET "starts_at" = NEW."starts_at", "ends_at" = NEW."ends_at", "holds" = NEW."status" in ('active', 'seated')
   WHERE "reservation_id" = NEW."id";
  RETURN NEW;
END $$;
