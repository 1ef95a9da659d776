-- Dishes marked before this column keep their stored end (at most one service day away): their marking moment is not known.
ALTER TABLE "foods" ADD COLUMN "sold_out_at" timestamp with time zone;