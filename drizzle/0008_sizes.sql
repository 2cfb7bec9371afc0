CREATE TABLE "perfume_sizes" (
	"perfume_id" integer NOT NULL,
	"volume_ml" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perfume_sizes_perfume_id_volume_ml_pk" PRIMARY KEY("perfume_id","volume_ml"),
	CONSTRAINT "perfume_sizes_price_positive" CHECK ("perfume_sizes"."price_cents" > 0),
	CONSTRAINT "perfume_sizes_stock_not_negative" CHECK ("perfume_sizes"."stock" is null or "perfume_sizes"."stock" >= 0),
	CONSTRAINT "perfume_sizes_volume_range" CHECK ("perfume_sizes"."volume_ml" between 5 and 1000)
);
--> statement-breakpoint
DROP INDEX "cart_lines_cart_perfume_size_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "volume" integer;--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "volume_ml" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "volume" integer;--> statement-breakpoint
ALTER TABLE "perfume_sizes" ADD CONSTRAINT "perfume_sizes_perfume_id_perfumes_id_fk" FOREIGN KEY ("perfume_id") REFERENCES "public"."perfumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_perfume_size_volume_idx" ON "cart_lines" USING btree ("cart_id","perfume_id","size","volume") WHERE "cart_lines"."perfume_id" is not null;--> statement-breakpoint
ALTER TABLE "perfumes" ADD CONSTRAINT "perfumes_volume_range" CHECK ("perfumes"."volume_ml" between 5 and 1000);--> statement-breakpoint
-- Decision 060: every catalogue line in a cart was a 50 ml bottle (or a 2 ml sample).
UPDATE "cart_lines" SET "volume" = CASE WHEN "size" = 'sample' THEN 2 ELSE 50 END WHERE "perfume_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_catalogue_volume" CHECK ("cart_lines"."perfume_id" is null or "cart_lines"."volume" is not null);--> statement-breakpoint
-- Every perfume keeps its price and stock as its 50 ml default size and gains 30 ml and 100 ml at the
-- seed's prices (seededSizePriceCents: 68 % and 155 %, whole euros); a tracked perfume's new sizes
-- start at 0 (Sold out until the shop stocks them), an untracked one's stay untracked.
INSERT INTO "perfume_sizes" ("perfume_id", "volume_ml", "price_cents", "stock")
SELECT p."id", v."ml", greatest(100, round(p."price_cents" * v."factor" / 10000.0) * 100)::int,
       CASE WHEN p."stock" IS NULL THEN NULL ELSE 0 END
FROM "perfumes" p CROSS JOIN (VALUES (30, 68), (100, 155)) AS v("ml", "factor")
ON CONFLICT DO NOTHING;
