-- Two active reservations of one table may never overlap in time (DESIGN.md section 2).
-- Ranges are half-open, so a booking that starts when another ends is accepted.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations"
  ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'active');
