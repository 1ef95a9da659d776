ALTER TABLE "foods" ALTER COLUMN "allergens" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "foods" ALTER COLUMN "allergens" DROP NOT NULL;--> statement-breakpoint
-- Until now an empty list was also what a dish the owner added without allergens got: it is read as 'not known'
-- (null), never as 'contains none', until the owner confirms it. A fresh database's seed sets its own.
UPDATE "foods" SET "allergens" = NULL WHERE "allergens" = '{}';
