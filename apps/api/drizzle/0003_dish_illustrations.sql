-- The demo menu's dishes each have their own illustration now, and the per-category pictures they shared are
-- gone. A seeded dish, or a past order line, that still shows its category's shared picture gets the
-- illustration of the dish of that name; one the owner renamed loses the picture (the pages then show the plate
-- icon). Pictures the owner uploaded are never touched.
CREATE TEMPORARY TABLE "dish_art" ("name" text PRIMARY KEY, "image" text NOT NULL);
--> statement-breakpoint
INSERT INTO "dish_art" ("name", "image") VALUES
  ('Vegetable Samosa', '/images/dishes/vegetable-samosa.svg'),
  ('Paneer Tikka', '/images/dishes/paneer-tikka.svg'),
  ('Chicken 65', '/images/dishes/chicken-65.svg'),
  ('Butter Chicken', '/images/dishes/butter-chicken.svg'),
  ('Lamb Rogan Josh', '/images/dishes/lamb-rogan-josh.svg'),
  ('Palak Paneer', '/images/dishes/palak-paneer.svg'),
  ('Chana Masala', '/images/dishes/chana-masala.svg'),
  ('Pani Puri', '/images/dishes/pani-puri.svg'),
  ('Samosa Chaat', '/images/dishes/samosa-chaat.svg'),
  ('Bhel Puri', '/images/dishes/bhel-puri.svg'),
  ('Hyderabadi Chicken Dum Biryani', '/images/dishes/chicken-dum-biryani.svg'),
  ('Goat Biryani', '/images/dishes/goat-biryani.svg'),
  ('Vegetable Biryani', '/images/dishes/vegetable-biryani.svg'),
  ('Jeera Rice', '/images/dishes/jeera-rice.svg'),
  ('Steamed Basmati Rice', '/images/dishes/steamed-basmati.svg'),
  ('Lemon Rice', '/images/dishes/lemon-rice.svg'),
  ('Butter Naan', '/images/dishes/butter-naan.svg'),
  ('Garlic Naan', '/images/dishes/garlic-naan.svg'),
  ('Tandoori Roti', '/images/dishes/tandoori-roti.svg'),
  ('Kachumber Salad', '/images/dishes/kachumber-salad.svg'),
  ('Tandoori Chicken Salad', '/images/dishes/tandoori-chicken-salad.svg'),
  ('Sprouted Moong Salad', '/images/dishes/sprouted-moong-salad.svg'),
  ('Cucumber Raita', '/images/dishes/cucumber-raita.svg'),
  ('Dal Tadka', '/images/dishes/dal-tadka.svg'),
  ('Masala Papad', '/images/dishes/masala-papad.svg'),
  ('Chilli Chicken', '/images/dishes/chilli-chicken.svg'),
  ('Veg Hakka Noodles', '/images/dishes/veg-hakka-noodles.svg'),
  ('Gobi Manchurian', '/images/dishes/gobi-manchurian.svg'),
  ('Chicken Momo', '/images/dishes/chicken-momo.svg'),
  ('Veg Momo', '/images/dishes/veg-momo.svg'),
  ('Jhol Momo', '/images/dishes/jhol-momo.svg'),
  ('Chicken Thukpa', '/images/dishes/chicken-thukpa.svg'),
  ('Butter Chicken Combo', '/images/dishes/butter-chicken-combo.svg'),
  ('Veggie Delight Combo', '/images/dishes/veggie-delight-combo.svg'),
  ('Momo & Thukpa Combo', '/images/dishes/momo-thukpa-combo.svg'),
  ('Goat Sekuwa', '/images/dishes/goat-sekuwa.svg'),
  ('Chicken Choila', '/images/dishes/chicken-choila.svg'),
  ('Aloo Tama Bodi', '/images/dishes/aloo-tama-bodi.svg'),
  ('Sel Roti with Aloo Achar', '/images/dishes/sel-roti.svg'),
  ('Mango Lassi', '/images/dishes/mango-lassi.svg'),
  ('Masala Chai', '/images/dishes/masala-chai.svg'),
  ('Nimbu Soda', '/images/dishes/nimbu-soda.svg'),
  ('Newari Khaja Set', '/images/dishes/newari-khaja-set.svg'),
  ('Veg Khaja Set', '/images/dishes/veg-khaja-set.svg'),
  ('Thakali Dal Bhat Set', '/images/dishes/dal-bhat-set.svg');
--> statement-breakpoint
UPDATE "foods" SET "images" = ARRAY["dish_art"."image"]
  FROM "dish_art"
  WHERE "foods"."name" = "dish_art"."name" AND "foods"."images" = ARRAY['/images/dishes/' || "foods"."category" || '.svg'];
--> statement-breakpoint
UPDATE "foods" SET "images" = COALESCE(
    (SELECT array_agg("image") FROM unnest("images") AS "image" WHERE "image" <> ALL (ARRAY['/images/dishes/appetizers.svg', '/images/dishes/main-course.svg', '/images/dishes/chaat-and-snacks.svg', '/images/dishes/hakka-chinese.svg', '/images/dishes/momos-and-noodles.svg', '/images/dishes/biryani.svg', '/images/dishes/rice.svg', '/images/dishes/breads.svg', '/images/dishes/salads.svg', '/images/dishes/sides.svg', '/images/dishes/combo.svg', '/images/dishes/nepali-special.svg', '/images/dishes/beverages.svg', '/images/dishes/khaja-set.svg'])),
    '{}'
  )
  WHERE "images" && ARRAY['/images/dishes/appetizers.svg', '/images/dishes/main-course.svg', '/images/dishes/chaat-and-snacks.svg', '/images/dishes/hakka-chinese.svg', '/images/dishes/momos-and-noodles.svg', '/images/dishes/biryani.svg', '/images/dishes/rice.svg', '/images/dishes/breads.svg', '/images/dishes/salads.svg', '/images/dishes/sides.svg', '/images/dishes/combo.svg', '/images/dishes/nepali-special.svg', '/images/dishes/beverages.svg', '/images/dishes/khaja-set.svg'];
--> statement-breakpoint
UPDATE "order_items" SET "image" = "dish_art"."image"
  FROM "dish_art"
  WHERE "order_items"."name" = "dish_art"."name" AND "order_items"."image" IN ('/images/dishes/appetizers.svg', '/images/dishes/main-course.svg', '/images/dishes/chaat-and-snacks.svg', '/images/dishes/hakka-chinese.svg', '/images/dishes/momos-and-noodles.svg', '/images/dishes/biryani.svg', '/images/dishes/rice.svg', '/images/dishes/breads.svg', '/images/dishes/salads.svg', '/images/dishes/sides.svg', '/images/dishes/combo.svg', '/images/dishes/nepali-special.svg', '/images/dishes/beverages.svg', '/images/dishes/khaja-set.svg');
--> statement-breakpoint
UPDATE "order_items" SET "image" = NULL
  WHERE "image" IN ('/images/dishes/appetizers.svg', '/images/dishes/main-course.svg', '/images/dishes/chaat-and-snacks.svg', '/images/dishes/hakka-chinese.svg', '/images/dishes/momos-and-noodles.svg', '/images/dishes/biryani.svg', '/images/dishes/rice.svg', '/images/dishes/breads.svg', '/images/dishes/salads.svg', '/images/dishes/sides.svg', '/images/dishes/combo.svg', '/images/dishes/nepali-special.svg', '/images/dishes/beverages.svg', '/images/dishes/khaja-set.svg');
--> statement-breakpoint
DROP TABLE "dish_art";
