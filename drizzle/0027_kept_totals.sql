-- The figures over all days beside the figures per day (issue #45): the orders' list's total and the
-- dashboard's counts read a row per status and payment status, where they summed a row per day (3,655
-- rows at 1,000,000 orders, half the time of the list's statement). The trigger keeps both in the same
-- statement. The migration holds the orders' writers back until it commits (a change begun before it is
-- in the figures it sums, one after it runs the new trigger), so no order is counted twice or missed.
CREATE TABLE "order_totals" (
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_totals_status_payment_status_pk" PRIMARY KEY("status","payment_status")
);--> statement-breakpoint
LOCK TABLE orders IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
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
    INSERT INTO order_totals AS t (status, payment_status, orders, total_cents, refunded_cents)
      SELECT d.status, d.payment_status, sum(d.n), sum(d.c), sum(d.r)
      FROM unnest(statuses, pays, counts, cents, refunds) AS d(status, payment_status, n, c, r)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, payment_status)
      DO UPDATE SET orders = t.orders + excluded.orders, total_cents = t.total_cents + excluded.total_cents,
        refunded_cents = t.refunded_cents + excluded.refunded_cents;
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
CREATE OR REPLACE FUNCTION shop_rebuild_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM order_figures;
    DELETE FROM order_totals;
    DELETE FROM revenue_days;
    DELETE FROM user_figures;
    INSERT INTO order_figures (day, status, payment_status, orders, total_cents, refunded_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, payment_status, count(*), sum(total_cents), sum(refunded_cents)
      FROM orders GROUP BY 1, 2, 3;
    INSERT INTO order_totals (status, payment_status, orders, total_cents, refunded_cents)
      SELECT status, payment_status, sum(orders), sum(total_cents), sum(refunded_cents)
      FROM order_figures GROUP BY 1, 2;
    INSERT INTO revenue_days (day, orders, revenue_cents)
      SELECT (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_cents - refunded_cents)
      FROM orders WHERE payment_status IN ('paid', 'partially_refunded') AND status <> 'cancelled' AND paid_at IS NOT NULL
      GROUP BY 1;
    INSERT INTO user_figures (month, users)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
    PERFORM shop_rebuild_gift_card_figures();
  END $$;--> statement-breakpoint
INSERT INTO order_totals (status, payment_status, orders, total_cents, refunded_cents)
  SELECT status, payment_status, sum(orders), sum(total_cents), sum(refunded_cents)
  FROM order_figures GROUP BY 1, 2;
