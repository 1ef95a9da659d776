-- Every table a reservation holds is a row of reservation_tables, and two holding rows of one table may never
-- overlap in time: a combination of tables is guarded table by table, and against per-table bookings too.
-- Ranges are half-open, so a booking that starts when another ends is accepted.
ALTER TABLE "reservation_tables"
  ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("holds");
--> statement-breakpoint
-- A reservation's own table (its first) is written here by the database, so every writer of reservations,
-- the per-table booking included, goes through the guard above.
CREATE FUNCTION "reservation_tables_add_first"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."table_id" IS NOT NULL THEN
    INSERT INTO "reservation_tables" ("reservation_id", "table_id", "starts_at", "ends_at", "holds")
    VALUES (NEW."id", NEW."table_id", NEW."starts_at", NEW."ends_at", NEW."status" = 'active');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_add_first_table" AFTER INSERT ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservation_tables_add_first"();
--> statement-breakpoint
-- The tables follow their reservation: a cancelled one frees them, a moved one moves them.
CREATE FUNCTION "reservation_tables_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "reservation_tables"
     SET "starts_at" = NEW."starts_at", "ends_at" = NEW."ends_at", "holds" = NEW."status" = 'active'
   WHERE "reservation_id" = NEW."id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservations_tables_follow" AFTER UPDATE OF "status", "starts_at", "ends_at" ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservation_tables_follow"();
--> statement-breakpoint
INSERT INTO "reservation_tables" ("reservation_id", "table_id", "starts_at", "ends_at", "holds")
SELECT "id", "table_id", "starts_at", "ends_at", "status" = 'active' FROM "reservations" WHERE "table_id" IS NOT NULL;
