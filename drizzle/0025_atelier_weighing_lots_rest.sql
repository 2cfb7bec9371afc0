-- The Atelier's traceability (issue #43): each ingredient's density (g/ml, in thousandths) so the batch sheet
-- weighs in grams; the raw-material lot weighed for each line of a work order (kept on the work order, and on
-- the history line that recorded it); the day a resting perfume may be bottled (`ready_on`, set when it starts
-- macerating); and the shop's rest before bottling (`maceration_days`, 14 by default).
ALTER TABLE "work_order_events" ADD COLUMN "lots" jsonb;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "lots" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "ready_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ingredients" ADD COLUMN "density_milli" integer;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "maceration_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingredients" ADD CONSTRAINT "ingredients_density_range" CHECK ("ingredients"."density_milli" is null or "ingredients"."density_milli" between 500 and 2000);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_maceration_range" CHECK ("shop_settings"."maceration_days" between 0 and 90);--> statement-breakpoint

-- hand-written below
-- The seeded materials' densities, in a store seeded before (src/server/db/seed-data.ts, materialDensities);
-- an ingredient the owner already gave one keeps it.
UPDATE "ingredients" SET "density_milli" = d."milli"
FROM (VALUES
  ('bergamot', 876), ('lemon', 853), ('pink-pepper', 850), ('neroli', 868), ('mandarin', 851),
  ('grapefruit', 852), ('cardamom', 923), ('lavender', 887), ('basil', 951), ('rose', 862),
  ('jasmine', 950), ('iris', 904), ('tuberose', 1000), ('ylang-ylang', 947), ('orange-blossom', 935),
  ('geranium', 891), ('violet', 960), ('cinnamon', 1028), ('sandalwood', 972), ('vetiver', 1001),
  ('patchouli', 958), ('amber', 1021), ('vanilla', 1038), ('musk', 1002), ('oud', 985),
  ('cedarwood', 948), ('tonka-bean', 1048), ('oakmoss', 1032)
) AS d("slug", "milli")
WHERE "ingredients"."slug" = d."slug" AND "ingredients"."density_milli" IS NULL;
--> statement-breakpoint
-- A perfume already resting rests its days from when it started.
UPDATE "work_orders" w SET "ready_on" = e."at" + make_interval(days => s."maceration_days")
FROM (SELECT "work_order_id", max("created_at") AS "at" FROM "work_order_events"
      WHERE "to_status" = 'macerating' GROUP BY "work_order_id") e,
     (SELECT coalesce((SELECT "maceration_days" FROM "shop_settings" WHERE "id" = 1), 14) AS "maceration_days") s
WHERE w."id" = e."work_order_id" AND w."status" = 'macerating' AND w."ready_on" IS NULL;
