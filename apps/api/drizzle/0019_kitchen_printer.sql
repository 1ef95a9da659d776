CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text,
	"cause" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"printed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "printer_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"paper_width" integer NOT NULL,
	"auto_print" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("next_attempt_at") WHERE "print_jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "print_jobs_restaurant_idx" ON "print_jobs" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
-- Hand-written: tickets that print by themselves are queued by the database in the very statement that places
-- or accepts the order, so no code path that changes an order can forget them, and they commit or roll back
-- with it. A ticket is queued at the order's own time (the API's clock), never the database's.
CREATE FUNCTION "queue_arrival_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "print_jobs" ("restaurant_id", "order_id", "cause", "next_attempt_at", "created_at")
  SELECT NEW."restaurant_id", NEW."id", 'arrival', NEW."created_at", NEW."created_at"
  FROM "printer_settings"
  WHERE "restaurant_id" = NEW."restaurant_id" AND "auto_print" = 'on-arrival';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_queue_arrival_ticket" AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "queue_arrival_ticket"();--> statement-breakpoint
-- Accepted: the order leaves 'pending' for the kitchen's work (confirmed, preparing or ready); it happens once.
CREATE FUNCTION "queue_accept_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "print_jobs" ("restaurant_id", "order_id", "cause", "next_attempt_at", "created_at")
  SELECT NEW."restaurant_id", NEW."id", 'accept', NEW."updated_at", NEW."updated_at"
  FROM "printer_settings"
  WHERE "restaurant_id" = NEW."restaurant_id" AND "auto_print" = 'on-accept';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_queue_accept_ticket" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW
  WHEN (OLD."status" = 'pending' AND NEW."status" IN ('confirmed', 'preparing', 'ready'))
  EXECUTE FUNCTION "queue_accept_ticket"();--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_paper_width_check" CHECK ("paper_width" IN (58, 80));--> statement-breakpoint
ALTER TABLE "printer_settings" ADD CONSTRAINT "printer_settings_auto_print_check" CHECK ("auto_print" IN ('off', 'on-arrival', 'on-accept'));
