-- Guest buyers in the back office's customers list (issue #43): one kept row per address that paid
-- orders without an account (name, phone and place from the latest order, orders, what they kept),
-- so the list pages and searches one indexed table at a million orders instead of grouping the orders
-- by address on every request. A trigger on orders keeps each row in the transaction of the change
-- (payment, refund, adoption by a confirmed account, a deletion's anonymising); a row goes when its
-- address has no paid guest order left. Ids come from the accounts' sequence: one cursor pages both.
CREATE TABLE "guest_customers" (
	"id" integer PRIMARY KEY DEFAULT nextval('users_id_seq') NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"city" text,
	"country" text,
	"latest_order_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"spent_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guest_customers_email_idx" ON "guest_customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "guest_customers_created_id_idx" ON "guest_customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "guest_customers_search_idx" ON "guest_customers" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- hand-written below
-- The row of one buyer's address, from their paid guest orders (the index orders_guest_buyer_idx,
-- built at start: db/online-indexes.ts); none when they have none. The buyer is the billing details'
-- (a gift's shipping details are its recipient's), else the shipping details'. What they kept is the
-- lifetime spend's rule (domain/customers/care.ts): paid and partly refunded totals less refunds.
CREATE OR REPLACE FUNCTION shop_refresh_guest_customer(buyer text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    figures record;
    latest record;
  BEGIN
    IF buyer IS NULL OR buyer = '' THEN RETURN; END IF;
    SELECT count(*)::int AS n, min(o.created_at) AS first_at, max(o.created_at) AS last_at,
      coalesce(sum(o.total_cents - o.refunded_cents)
        FILTER (WHERE o.payment_status IN ('paid', 'partially_refunded')), 0) AS spent
      INTO figures
      FROM orders o
      WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
        AND lower(coalesce(o.billing_details, o.shipping_details)->>'email') = buyer;
    IF figures.n = 0 THEN
      DELETE FROM guest_customers WHERE email = buyer;
      RETURN;
    END IF;
    SELECT o.id, coalesce(o.billing_details, o.shipping_details) AS details
      INTO latest
      FROM orders o
      WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
        AND lower(coalesce(o.billing_details, o.shipping_details)->>'email') = buyer
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1;
    INSERT INTO guest_customers AS g (email, full_name, phone, city, country, latest_order_id, orders,
        spent_cents, created_at, last_order_at, search_text)
      VALUES (buyer, coalesce(latest.details->>'fullName', ''), nullif(latest.details->>'phone', ''),
        nullif(latest.details->>'city', ''), nullif(latest.details->>'country', ''), latest.id, figures.n,
        figures.spent, figures.first_at, figures.last_at,
        shop_fold(concat_ws(' ', latest.details->>'fullName', buyer)))
      ON CONFLICT (email) DO UPDATE SET full_name = excluded.full_name, phone = excluded.phone,
        city = excluded.city, country = excluded.country, latest_order_id = excluded.latest_order_id,
        orders = excluded.orders, spent_cents = excluded.spent_cents, created_at = excluded.created_at,
        last_order_at = excluded.last_order_at, search_text = excluded.search_text;
  END $$;
--> statement-breakpoint
-- Every change of a paid guest order (before or after it) refreshes its buyer's row: an order adopted
-- by an account (user_id set), emptied by a deletion (address ''), refunded, or paid.
CREATE OR REPLACE FUNCTION shop_order_guest_customer() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    before_buyer text;
    after_buyer text;
  BEGIN
    IF TG_OP <> 'INSERT' AND OLD.user_id IS NULL
      AND OLD.payment_status IN ('paid', 'partially_refunded', 'refunded') THEN
      before_buyer := lower(coalesce(OLD.billing_details, OLD.shipping_details)->>'email');
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_id IS NULL
      AND NEW.payment_status IN ('paid', 'partially_refunded', 'refunded') THEN
      after_buyer := lower(coalesce(NEW.billing_details, NEW.shipping_details)->>'email');
    END IF;
    IF before_buyer IS NOT NULL THEN PERFORM shop_refresh_guest_customer(before_buyer); END IF;
    IF after_buyer IS NOT NULL AND after_buyer IS DISTINCT FROM before_buyer THEN
      PERFORM shop_refresh_guest_customer(after_buyer);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER orders_guest_customer AFTER INSERT OR DELETE OR UPDATE OF user_id, payment_status,
    total_cents, refunded_cents, billing_details, shipping_details, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_order_guest_customer();
--> statement-breakpoint
-- Every guest row from the orders themselves: here once, and after a bulk load made with the
-- triggers off (the scale bench).
CREATE OR REPLACE FUNCTION shop_rebuild_guest_customers() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM guest_customers;
    INSERT INTO guest_customers (email, full_name, phone, city, country, latest_order_id, orders, spent_cents,
        created_at, last_order_at, search_text)
      SELECT buyer, coalesce(latest->>'fullName', ''), nullif(latest->>'phone', ''), nullif(latest->>'city', ''),
        nullif(latest->>'country', ''), latest_id, n, spent, first_at, last_at,
        shop_fold(concat_ws(' ', latest->>'fullName', buyer))
      FROM (
        SELECT lower(coalesce(o.billing_details, o.shipping_details)->>'email') AS buyer,
          count(*)::int AS n, min(o.created_at) AS first_at, max(o.created_at) AS last_at,
          coalesce(sum(o.total_cents - o.refunded_cents)
            FILTER (WHERE o.payment_status IN ('paid', 'partially_refunded')), 0) AS spent,
          (array_agg(o.id ORDER BY o.created_at DESC, o.id DESC))[1] AS latest_id,
          (array_agg(coalesce(o.billing_details, o.shipping_details) ORDER BY o.created_at DESC, o.id DESC))[1] AS latest
        FROM orders o
        WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
        GROUP BY 1
      ) g
      WHERE buyer IS NOT NULL AND buyer <> '';
  END $$;
--> statement-breakpoint
SELECT shop_rebuild_guest_customers();
