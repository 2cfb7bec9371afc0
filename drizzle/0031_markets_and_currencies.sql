CREATE TABLE "currency_prices" (
	"currency" text NOT NULL,
	"item" text NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "currency_prices_currency_item_pk" PRIMARY KEY("currency","item"),
	CONSTRAINT "currency_prices_price" CHECK ("currency_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"market" text NOT NULL,
	"item" text NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "market_prices_market_item_pk" PRIMARY KEY("market","item"),
	CONSTRAINT "market_prices_price" CHECK ("market_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"rate_micros" integer DEFAULT 1000000 NOT NULL,
	"rounding_minor" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"duties_on_delivery" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"prices_seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_code" CHECK ("markets"."code" ~ '^[a-z]{2,8}$'),
	CONSTRAINT "markets_currency" CHECK ("markets"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "markets_rate" CHECK ("markets"."rate_micros" > 0),
	CONSTRAINT "markets_rounding" CHECK (coalesce("markets"."rounding_minor", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "currency_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "currency_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_prices" ADD CONSTRAINT "market_prices_market_markets_code_fk" FOREIGN KEY ("market") REFERENCES "public"."markets"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "markets_one_default" ON "markets" USING btree ("is_default") WHERE "markets"."is_default";--> statement-breakpoint
-- The seeded markets (decision 070): the EU's countries in euros (and every country no other market names),
-- the United Kingdom in pounds, Switzerland and Liechtenstein in francs, the United States in dollars. Their
-- prices are fixed by the first start (src/server/markets/seed.ts), once.
INSERT INTO markets (code, name, currency, countries, rate_micros, is_default, duties_on_delivery, position) VALUES
  ('eu', 'Europe', 'EUR', '{AT,BE,BG,HR,CY,CZ,DK,EE,FI,FR,DE,GR,HU,IE,IT,LV,LT,LU,MT,NL,PL,PT,RO,SK,SI,ES,SE}', 1000000, true, false, 0),
  ('gb', 'United Kingdom', 'GBP', '{GB}', 860000, false, false, 1),
  ('ch', 'Switzerland', 'CHF', '{CH,LI}', 940000, false, true, 2),
  ('us', 'United States', 'USD', '{US}', 1080000, false, true, 3)
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
-- The United Kingdom's VAT (20 %), which the seller collects on consignments up to £135 (decision 070).
INSERT INTO vat_rates (country, rate_bp) VALUES ('GB', 2000) ON CONFLICT (country) DO NOTHING;
