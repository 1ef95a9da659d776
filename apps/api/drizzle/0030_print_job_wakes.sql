-- Hand-written: every new print job is announced on the event bus (PostgreSQL channel 'flame_events', bus channel
-- 'print-jobs', the text `eventText('print-jobs', null)` makes) when its transaction commits, and every instance's
-- printer worker starts a pass when it hears it. Whatever queues a job (the triggers on orders, a reprint, a test
-- page) wakes the workers; an order of a restaurant without a printer queues none and wakes nothing. Identical
-- notifications of one transaction are delivered once.
CREATE FUNCTION "announce_print_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('flame_events', '{"channel":"print-jobs","payload":null}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "print_jobs_announce" AFTER INSERT ON "print_jobs"
  FOR EACH ROW EXECUTE FUNCTION "announce_print_job"();
