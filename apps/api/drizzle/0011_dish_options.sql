CREATE TABLE "food_option_choices" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	CONSTRAINT "food_option_choices_delta_nonnegative" CHECK ("food_option_choices"."price_delta_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "food_option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"food_id" text NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"min_choices" smallint DEFAULT 0 NOT NULL,
	"max_choices" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "food_option_groups_choice_range" CHECK ("food_option_groups"."min_choices" >= 0 and "food_option_groups"."max_choices" >= greatest("food_option_groups"."min_choices", 1))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "food_option_choices" ADD CONSTRAINT "food_option_choices_group_id_food_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."food_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_option_groups" ADD CONSTRAINT "food_option_groups_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "food_option_choices_group_position_unique" ON "food_option_choices" USING btree ("group_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "food_option_groups_food_position_unique" ON "food_option_groups" USING btree ("food_id","position");--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): option groups and choices are part of the public
-- catalogue's answers, so their changes move catalogue_version like those of foods.
CREATE TRIGGER "food_option_groups_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "food_option_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "food_option_choices_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "food_option_choices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
