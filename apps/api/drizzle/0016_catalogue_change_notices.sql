-- Every move of the catalogue version is also announced on the event bus (channel 'catalogue', the new version
-- and nothing else), delivered at commit: open public pages refetch the restaurant and the menu when the
-- owner pauses or resumes ordering, marks a dish sold out, or changes hours (docs/decisions/032-live-catalogue).
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify(
    'flame_events',
    json_build_object('channel', 'catalogue', 'payload', json_build_object('version', next_version::text))::text
  );
  RETURN NULL;
END;
$$;
