-- A counter that moves with every committed change to what the public catalogue answers show (menu and
-- restaurant), so the API can keep those answers in memory and still never serve one older than a write
-- committed before the request arrived, whichever instance or script made the write (docs/benchmarks.md).
CREATE TABLE "catalogue_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "foods_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "foods"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "restaurants_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "restaurants"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "opening_hours_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "opening_hours"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "members_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
