CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"shipping_tax_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"credit_note_number" text,
	"provider_refund_id" text,
	"refund_key" text NOT NULL,
	"return_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_credit_note_number_unique" UNIQUE("credit_note_number"),
	CONSTRAINT "order_refunds_refund_key_unique" UNIQUE("refund_key")
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"home_country" text NOT NULL,
	"legal_mentions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_rates_range" CHECK ("vat_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_above_cents" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_price" CHECK ("shipping_methods"."price_cents" >= 0 and coalesce("shipping_methods"."free_above_cents", 0) >= 0),
	CONSTRAINT "shipping_methods_days" CHECK ("shipping_methods"."min_days" >= 0 and "shipping_methods"."max_days" >= "shipping_methods"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"rest_of_world" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "net_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_list_idx" ON "order_returns" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_one_rest_of_world" ON "shipping_zones" USING btree ("rest_of_world") WHERE "shipping_zones"."rest_of_world";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- A fresh shop (and one upgraded to this migration): the house's details as the contact page gives
-- them, the EU's standard VAT rates (src/domain/tax/vat.ts: EU_STANDARD_RATES, the same table), and
-- the specification's shipping rule as one zone "Everywhere" with one method "Standard" at 12.
INSERT INTO shop_settings (id, legal_name, address, vat_number, home_country, legal_mentions)
  VALUES (1, 'Maison Lumière', E'14 rue Charlot\n75003 Paris\nFrance', '', 'FR', '')
  ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO vat_rates (country, rate_bp) VALUES ('AT', 2000), ('BE', 2100), ('BG', 2000), ('CY', 1900), ('CZ', 2100), ('DE', 1900), ('DK', 2500), ('EE', 2400), ('ES', 2100), ('FI', 2550), ('FR', 2000), ('GR', 2400), ('HR', 2500), ('HU', 2700), ('IE', 2300), ('IT', 2200), ('LT', 2100), ('LU', 1700), ('LV', 2100), ('MT', 1800), ('NL', 2100), ('PL', 2300), ('PT', 2300), ('RO', 2100), ('SE', 2500), ('SI', 2200), ('SK', 2300)
  ON CONFLICT (country) DO NOTHING;--> statement-breakpoint
INSERT INTO shipping_zones (name, countries, rest_of_world, position)
  VALUES ('Everywhere', '{}', true, 0) ON CONFLICT (name) DO NOTHING;--> statement-breakpoint
INSERT INTO shipping_methods (zone_id, name, price_cents, free_above_cents, min_days, max_days, position)
  SELECT id, 'Standard', 1200, NULL, 3, 7, 0 FROM shipping_zones
  WHERE name = 'Everywhere' AND NOT EXISTS (SELECT 1 FROM shipping_methods);--> statement-breakpoint
-- Orders refunded before partial refunds existed were refunded in full: their lines and sums say so.
UPDATE order_lines SET refunded_quantity = quantity
  WHERE order_id IN (SELECT id FROM orders WHERE payment_status = 'refunded');--> statement-breakpoint
UPDATE orders SET refunded_cents = total_cents WHERE payment_status = 'refunded';--> statement-breakpoint
-- Revenue is net of refunds: a paid or partly refunded order, not cancelled, earns its total less
-- what its refunds gave back. The figures keep the refunded sums beside the totals.
CREATE OR REPLACE FUNCTION shop_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    days date[] := '{}';
    statuses text[] := '{}';
    pays text[] := '{}';
    counts integer[] := '{}';
    cents bigint[] := '{}';
    refunds bigint[] := '{}';
    paid_days date[] := '{}';
    paid_counts integer[] := '{}';
    paid_cents bigint[] := '{}';
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      days := days || (OLD.created_at AT TIME ZONE 'UTC')::date;
      statuses := statuses || OLD.status;
      pays := pays || OLD.payment_status;
      counts := counts || -1;
      cents := cents || -OLD.total_cents::bigint;
      refunds := refunds || -OLD.refunded_cents::bigint;
      IF OLD.payment_status IN ('paid', 'partially_refunded') AND OLD.status <> 'cancelled' AND OLD.paid_at IS NOT NULL THEN
        paid_days := paid_days || (OLD.paid_at AT TIME ZONE 'UTC')::date;
        paid_counts := paid_counts || -1;
        paid_cents := paid_cents || -(OLD.total_cents - OLD.refunded_cents)::bigint;
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      days := days || (NEW.created_at AT TIME ZONE 'UTC')::date;
      statuses := statuses || NEW.status;
      pays := pays || NEW.payment_status;
      counts := counts || 1;
      cents := cents || NEW.total_cents::bigint;
      refunds := refunds || NEW.refunded_cents::bigint;
      IF NEW.payment_status IN ('paid', 'partially_refunded') AND NEW.status <> 'cancelled' AND NEW.paid_at IS NOT NULL THEN
        paid_days := paid_days || (NEW.paid_at AT TIME ZONE 'UTC')::date;
        paid_counts := paid_counts || 1;
        paid_cents := paid_cents || (NEW.total_cents - NEW.refunded_cents)::bigint;
      END IF;
    END IF;
    INSERT INTO order_figures AS f (day, status, payment_status, orders, total_cents, refunded_cents)
      SELECT d.day, d.status, d.payment_status, sum(d.n), sum(d.c), sum(d.r)
      FROM unnest(days, statuses, pays, counts, cents, refunds) AS d(day, status, payment_status, n, c, r)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, status, payment_status)
      DO UPDATE SET orders = f.orders + excluded.orders, total_cents = f.total_cents + excluded.total_cents,
        refunded_cents = f.refunded_cents + excluded.refunded_cents;
    IF cardinality(paid_days) > 0 THEN
      INSERT INTO revenue_days AS r (day, orders, revenue_cents)
        SELECT d.day, sum(d.n), sum(d.c)
        FROM unnest(paid_days, paid_counts, paid_cents) AS d(day, n, c)
        GROUP BY 1 ORDER BY 1
        ON CONFLICT (day)
        DO UPDATE SET orders = r.orders + excluded.orders, revenue_cents = r.revenue_cents + excluded.revenue_cents;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
DROP TRIGGER orders_figures_change ON orders;--> statement-breakpoint
CREATE TRIGGER orders_figures_change AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents)
  EXECUTE FUNCTION shop_order_figures();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_rebuild_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM order_figures;
    DELETE FROM revenue_days;
    DELETE FROM user_figures;
    INSERT INTO order_figures (day, status, payment_status, orders, total_cents, refunded_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, payment_status, count(*), sum(total_cents), sum(refunded_cents)
      FROM orders GROUP BY 1, 2, 3;
    INSERT INTO revenue_days (day, orders, revenue_cents)
      SELECT (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_cents - refunded_cents)
      FROM orders WHERE payment_status IN ('paid', 'partially_refunded') AND status <> 'cancelled' AND paid_at IS NOT NULL
      GROUP BY 1;
    INSERT INTO user_figures (month, users)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
  END $$;--> statement-breakpoint
-- The kept figures again from the tables, now that they carry what refunds gave back.
SELECT shop_rebuild_figures();
