ALTER TABLE "guest_customers" ADD COLUMN "spent_by_currency" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written below
-- A guest buyer's spend per currency (issue #47): the row's refresh and the rebuild write what the paid orders
-- kept in each currency, beside the old sum (kept for the release before this one, decision 073).
CREATE OR REPLACE FUNCTION shop_refresh_guest_customer(buyer text) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    figures record;
    latest record;
    per_currency jsonb;
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
    SELECT coalesce(jsonb_object_agg(s.currency, s.spent), '{}'::jsonb)
      INTO per_currency
      FROM (
        SELECT o.currency, sum(o.total_cents - o.refunded_cents) AS spent
          FROM orders o
          WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded')
            AND lower(coalesce(o.billing_details, o.shipping_details)->>'email') = buyer
          GROUP BY o.currency
      ) s;
    SELECT o.id, coalesce(o.billing_details, o.shipping_details) AS details
      INTO latest
      FROM orders o
      WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded', 'refunded')
        AND lower(coalesce(o.billing_details, o.shipping_details)->>'email') = buyer
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1;
    INSERT INTO guest_customers AS g (email, full_name, phone, city, country, latest_order_id, orders,
        spent_cents, spent_by_currency, created_at, last_order_at, search_text)
      VALUES (buyer, coalesce(latest.details->>'fullName', ''), nullif(latest.details->>'phone', ''),
        nullif(latest.details->>'city', ''), nullif(latest.details->>'country', ''), latest.id, figures.n,
        figures.spent, per_currency, figures.first_at, figures.last_at,
        shop_fold(concat_ws(' ', latest.details->>'fullName', buyer)))
      ON CONFLICT (email) DO UPDATE SET full_name = excluded.full_name, phone = excluded.phone,
        city = excluded.city, country = excluded.country, latest_order_id = excluded.latest_order_id,
        orders = excluded.orders, spent_cents = excluded.spent_cents,
        spent_by_currency = excluded.spent_by_currency, created_at = excluded.created_at,
        last_order_at = excluded.last_order_at, search_text = excluded.search_text;
  END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_rebuild_guest_customers() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM guest_customers;
    INSERT INTO guest_customers (email, full_name, phone, city, country, latest_order_id, orders, spent_cents,
        spent_by_currency, created_at, last_order_at, search_text)
      SELECT g.buyer, coalesce(g.latest->>'fullName', ''), nullif(g.latest->>'phone', ''),
        nullif(g.latest->>'city', ''), nullif(g.latest->>'country', ''), g.latest_id, g.n, g.spent,
        coalesce(c.per_currency, '{}'::jsonb), g.first_at, g.last_at,
        shop_fold(concat_ws(' ', g.latest->>'fullName', g.buyer))
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
      LEFT JOIN (
        SELECT buyer, jsonb_object_agg(currency, spent) AS per_currency
        FROM (
          SELECT lower(coalesce(o.billing_details, o.shipping_details)->>'email') AS buyer, o.currency,
            sum(o.total_cents - o.refunded_cents) AS spent
          FROM orders o
          WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded')
          GROUP BY 1, 2
        ) s
        GROUP BY buyer
      ) c ON c.buyer = g.buyer
      WHERE g.buyer IS NOT NULL AND g.buyer <> '';
  END $$;
--> statement-breakpoint
-- rolling-deploy: one pass over the guest buyers' rows, which only the orders' trigger writes (a payment of the
-- release before waits for its buyer's row, then rewrites it with this release's function); no release reads the
-- new column before this one.
UPDATE guest_customers g SET spent_by_currency = c.per_currency
  FROM (
    SELECT buyer, jsonb_object_agg(currency, spent) AS per_currency
    FROM (
      SELECT lower(coalesce(o.billing_details, o.shipping_details)->>'email') AS buyer, o.currency,
        sum(o.total_cents - o.refunded_cents) AS spent
      FROM orders o
      WHERE o.user_id IS NULL AND o.payment_status IN ('paid', 'partially_refunded')
      GROUP BY 1, 2
    ) s
    GROUP BY buyer
  ) c
  WHERE g.email = c.buyer;
