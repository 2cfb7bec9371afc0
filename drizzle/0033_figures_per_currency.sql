-- The dashboard's figures per currency (issue #47, decision 070): orders of several markets are kept apart by
-- currency, so no sum adds pounds to euros. The order and gift-card writers are held back until the migration
-- commits (as in 0027), the triggers learn the currency, and the figures are rebuilt from the rows.
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
LOCK TABLE gift_cards IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "order_figures" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_totals" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_figures" ADD COLUMN "currency" text DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_figures" DROP CONSTRAINT "order_figures_day_status_payment_status_pk";--> statement-breakpoint
ALTER TABLE "order_totals" DROP CONSTRAINT "order_totals_status_payment_status_pk";--> statement-breakpoint
ALTER TABLE "revenue_days" DROP CONSTRAINT "revenue_days_pkey";--> statement-breakpoint
ALTER TABLE "gift_card_figures" DROP CONSTRAINT "gift_card_figures_pkey";--> statement-breakpoint
ALTER TABLE "order_figures" ADD CONSTRAINT "order_figures_day_status_payment_status_currency_pk" PRIMARY KEY("day","status","payment_status","currency");--> statement-breakpoint
ALTER TABLE "order_totals" ADD CONSTRAINT "order_totals_status_payment_status_currency_pk" PRIMARY KEY("status","payment_status","currency");--> statement-breakpoint
ALTER TABLE "revenue_days" ADD CONSTRAINT "revenue_days_day_currency_pk" PRIMARY KEY("day","currency");--> statement-breakpoint
ALTER TABLE "gift_card_figures" ADD CONSTRAINT "gift_card_figures_day_currency_pk" PRIMARY KEY("day","currency");--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    days date[] := '{}';
    statuses text[] := '{}';
    pays text[] := '{}';
    curs text[] := '{}';
    counts integer[] := '{}';
    cents bigint[] := '{}';
    refunds bigint[] := '{}';
    paid_days date[] := '{}';
    paid_curs text[] := '{}';
    paid_counts integer[] := '{}';
    paid_cents bigint[] := '{}';
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      days := days || (OLD.created_at AT TIME ZONE 'UTC')::date;
      statuses := statuses || OLD.status;
      pays := pays || OLD.payment_status;
      curs := curs || OLD.currency;
      counts := counts || -1;
      cents := cents || -OLD.total_cents::bigint;
      refunds := refunds || -OLD.refunded_cents::bigint;
      IF OLD.payment_status IN ('paid', 'partially_refunded') AND OLD.status <> 'cancelled' AND OLD.paid_at IS NOT NULL THEN
        paid_days := paid_days || (OLD.paid_at AT TIME ZONE 'UTC')::date;
        paid_curs := paid_curs || OLD.currency;
        paid_counts := paid_counts || -1;
        paid_cents := paid_cents || -(OLD.total_cents - OLD.refunded_cents)::bigint;
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      days := days || (NEW.created_at AT TIME ZONE 'UTC')::date;
      statuses := statuses || NEW.status;
      pays := pays || NEW.payment_status;
      curs := curs || NEW.currency;
      counts := counts || 1;
      cents := cents || NEW.total_cents::bigint;
      refunds := refunds || NEW.refunded_cents::bigint;
      IF NEW.payment_status IN ('paid', 'partially_refunded') AND NEW.status <> 'cancelled' AND NEW.paid_at IS NOT NULL THEN
        paid_days := paid_days || (NEW.paid_at AT TIME ZONE 'UTC')::date;
        paid_curs := paid_curs || NEW.currency;
        paid_counts := paid_counts || 1;
        paid_cents := paid_cents || (NEW.total_cents - NEW.refunded_cents)::bigint;
      END IF;
    END IF;
    INSERT INTO order_figures AS f (day, status, payment_status, currency, orders, total_cents, refunded_cents)
      SELECT d.day, d.status, d.payment_status, d.currency, sum(d.n), sum(d.c), sum(d.r)
      FROM unnest(days, statuses, pays, curs, counts, cents, refunds) AS d(day, status, payment_status, currency, n, c, r)
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, status, payment_status, currency)
      DO UPDATE SET orders = f.orders + excluded.orders, total_cents = f.total_cents + excluded.total_cents,
        refunded_cents = f.refunded_cents + excluded.refunded_cents;
    INSERT INTO order_totals AS t (status, payment_status, currency, orders, total_cents, refunded_cents)
      SELECT d.status, d.payment_status, d.currency, sum(d.n), sum(d.c), sum(d.r)
      FROM unnest(statuses, pays, curs, counts, cents, refunds) AS d(status, payment_status, currency, n, c, r)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (status, payment_status, currency)
      DO UPDATE SET orders = t.orders + excluded.orders, total_cents = t.total_cents + excluded.total_cents,
        refunded_cents = t.refunded_cents + excluded.refunded_cents;
    IF cardinality(paid_days) > 0 THEN
      INSERT INTO revenue_days AS r (day, currency, orders, revenue_cents)
        SELECT d.day, d.currency, sum(d.n), sum(d.c)
        FROM unnest(paid_days, paid_curs, paid_counts, paid_cents) AS d(day, currency, n, c)
        GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (day, currency)
        DO UPDATE SET orders = r.orders + excluded.orders, revenue_cents = r.revenue_cents + excluded.revenue_cents;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_gift_card_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    was_sold boolean := TG_OP <> 'INSERT' AND OLD.activated_at IS NOT NULL AND OLD.voided_at IS NULL;
    is_sold boolean := TG_OP <> 'DELETE' AND NEW.activated_at IS NOT NULL AND NEW.voided_at IS NULL;
    alone boolean;
  BEGIN
    IF was_sold THEN
      alone := NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = OLD.order_id AND g.id <> OLD.id
        AND g.activated_at IS NOT NULL AND g.voided_at IS NULL);
      INSERT INTO gift_card_figures AS f (day, currency, cards, cents, card_only_orders)
        VALUES ((OLD.activated_at AT TIME ZONE 'UTC')::date, OLD.currency, -1, -OLD.initial_cents::bigint,
          CASE WHEN alone AND shop_card_only_order(OLD.order_id) THEN -1 ELSE 0 END)
        ON CONFLICT (day, currency) DO UPDATE SET cards = f.cards + excluded.cards, cents = f.cents + excluded.cents,
          card_only_orders = f.card_only_orders + excluded.card_only_orders;
    END IF;
    IF is_sold THEN
      alone := NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = NEW.order_id AND g.id <> NEW.id
        AND g.activated_at IS NOT NULL AND g.voided_at IS NULL);
      INSERT INTO gift_card_figures AS f (day, currency, cards, cents, card_only_orders)
        VALUES ((NEW.activated_at AT TIME ZONE 'UTC')::date, NEW.currency, 1, NEW.initial_cents::bigint,
          CASE WHEN alone AND shop_card_only_order(NEW.order_id) THEN 1 ELSE 0 END)
        ON CONFLICT (day, currency) DO UPDATE SET cards = f.cards + excluded.cards, cents = f.cents + excluded.cents,
          card_only_orders = f.card_only_orders + excluded.card_only_orders;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_rebuild_gift_card_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM gift_card_figures;
    INSERT INTO gift_card_figures (day, currency, cards, cents, card_only_orders)
      SELECT day, currency, count(*), sum(initial_cents), count(*) FILTER (WHERE first_of_order AND card_only)
      FROM (
        SELECT (activated_at AT TIME ZONE 'UTC')::date AS day, currency, initial_cents,
          row_number() OVER (PARTITION BY order_id ORDER BY activated_at, id) = 1 AS first_of_order,
          shop_card_only_order(order_id) AS card_only
        FROM gift_cards WHERE activated_at IS NOT NULL AND voided_at IS NULL
      ) sold
      GROUP BY day, currency;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_rebuild_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM order_figures;
    DELETE FROM order_totals;
    DELETE FROM revenue_days;
    DELETE FROM user_figures;
    INSERT INTO order_figures (day, status, payment_status, currency, orders, total_cents, refunded_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, payment_status, currency, count(*), sum(total_cents), sum(refunded_cents)
      FROM orders GROUP BY 1, 2, 3, 4;
    INSERT INTO order_totals (status, payment_status, currency, orders, total_cents, refunded_cents)
      SELECT status, payment_status, currency, sum(orders), sum(total_cents), sum(refunded_cents)
      FROM order_figures GROUP BY 1, 2, 3;
    INSERT INTO revenue_days (day, currency, orders, revenue_cents)
      SELECT (paid_at AT TIME ZONE 'UTC')::date, currency, count(*), sum(total_cents - refunded_cents)
      FROM orders WHERE payment_status IN ('paid', 'partially_refunded') AND status <> 'cancelled' AND paid_at IS NOT NULL
      GROUP BY 1, 2;
    INSERT INTO user_figures (month, users)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
    PERFORM shop_rebuild_gift_card_figures();
  END $$;--> statement-breakpoint
SELECT shop_rebuild_figures();
