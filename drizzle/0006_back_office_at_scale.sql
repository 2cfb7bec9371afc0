-- The back office at a million orders (docs/decisions/058). The indexes its lists and searches
-- read are built after the migrations, online (src/server/db/online-indexes.ts: CREATE INDEX
-- CONCURRENTLY on PostgreSQL), which also drops the four indexes they replace; what is here takes
-- seconds at a million orders.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "order_figures" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_figures_day_status_payment_status_pk" PRIMARY KEY("day","status","payment_status")
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_figures" (
	"month" date PRIMARY KEY NOT NULL,
	"users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Text as the back office searches it: lower case, accents gone ("Hélène Lefèvre" → "helene lefevre"),
-- as the storefront's search compares. unaccent's dictionary is named, so the function may be immutable.
CREATE OR REPLACE FUNCTION shop_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- What an order is found by: its shipping name and e-mail, its account's, its lines' names.
CREATE OR REPLACE FUNCTION shop_order_search_text(order_id integer) RETURNS text
  LANGUAGE sql STABLE
  AS $$
    SELECT shop_fold(concat_ws(' ', o.shipping_details->>'fullName', o.shipping_details->>'email', u.full_name, u.email,
      (SELECT string_agg(l.name, ' ' ORDER BY l.id) FROM order_lines l WHERE l.order_id = o.id)))
    FROM orders o LEFT JOIN users u ON u.id = o.user_id
    WHERE o.id = $1
  $$;--> statement-breakpoint
-- An account's search text follows every write; a new name or e-mail reaches its orders' too.
CREATE OR REPLACE FUNCTION shop_user_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.search_text := shop_fold(concat_ws(' ', NEW.full_name, NEW.email, NEW.username));
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER users_search_text BEFORE INSERT OR UPDATE OF full_name, email, username ON users
  FOR EACH ROW EXECUTE FUNCTION shop_user_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_user_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE orders SET search_text = shop_order_search_text(id) WHERE user_id = NEW.id;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER users_renamed AFTER UPDATE OF full_name, email ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION shop_user_renamed();--> statement-breakpoint
-- The dashboard's figures follow each order's change in its own transaction. Both rows a change
-- moves (the old key's, the new key's) are written by one statement in key order, so two changes
-- crossing the same keys lock them in the same order.
CREATE OR REPLACE FUNCTION shop_order_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    days date[] := '{}';
    statuses text[] := '{}';
    pays text[] := '{}';
    counts integer[] := '{}';
    cents bigint[] := '{}';
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
      IF OLD.payment_status = 'paid' AND OLD.status <> 'cancelled' AND OLD.paid_at IS NOT NULL THEN
        paid_days := paid_days || (OLD.paid_at AT TIME ZONE 'UTC')::date;
        paid_counts := paid_counts || -1;
        paid_cents := paid_cents || -OLD.total_cents::bigint;
      END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      days := days || (NEW.created_at AT TIME ZONE 'UTC')::date;
      statuses := statuses || NEW.status;
      pays := pays || NEW.payment_status;
      counts := counts || 1;
      cents := cents || NEW.total_cents::bigint;
      IF NEW.payment_status = 'paid' AND NEW.status <> 'cancelled' AND NEW.paid_at IS NOT NULL THEN
        paid_days := paid_days || (NEW.paid_at AT TIME ZONE 'UTC')::date;
        paid_counts := paid_counts || 1;
        paid_cents := paid_cents || NEW.total_cents::bigint;
      END IF;
    END IF;
    INSERT INTO order_figures AS f (day, status, payment_status, orders, total_cents)
      SELECT d.day, d.status, d.payment_status, sum(d.n), sum(d.c)
      FROM unnest(days, statuses, pays, counts, cents) AS d(day, status, payment_status, n, c)
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, status, payment_status)
      DO UPDATE SET orders = f.orders + excluded.orders, total_cents = f.total_cents + excluded.total_cents;
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
CREATE TRIGGER orders_figures AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_order_figures();--> statement-breakpoint
CREATE TRIGGER orders_figures_change AFTER UPDATE ON orders
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
    OR OLD.total_cents IS DISTINCT FROM NEW.total_cents OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.paid_at IS DISTINCT FROM NEW.paid_at)
  EXECUTE FUNCTION shop_order_figures();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_user_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      UPDATE user_figures SET users = users - 1
        WHERE month = date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO user_figures AS f (month, users)
        VALUES (date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date, 1)
        ON CONFLICT (month) DO UPDATE SET users = f.users + 1;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER users_figures AFTER INSERT OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION shop_user_figures();--> statement-breakpoint
CREATE TRIGGER users_figures_change AFTER UPDATE OF created_at ON users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION shop_user_figures();--> statement-breakpoint
-- The figures from the tables themselves: run here once (the triggers above already hold the
-- tables against writes until this migration commits, so nothing is missed), and after a bulk load
-- made with the triggers off (the scale bench).
CREATE OR REPLACE FUNCTION shop_rebuild_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM order_figures;
    DELETE FROM revenue_days;
    DELETE FROM user_figures;
    INSERT INTO order_figures (day, status, payment_status, orders, total_cents)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, payment_status, count(*), sum(total_cents)
      FROM orders GROUP BY 1, 2, 3;
    INSERT INTO revenue_days (day, orders, revenue_cents)
      SELECT (paid_at AT TIME ZONE 'UTC')::date, count(*), sum(total_cents)
      FROM orders WHERE payment_status = 'paid' AND status <> 'cancelled' AND paid_at IS NOT NULL GROUP BY 1;
    INSERT INTO user_figures (month, users)
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
  END $$;--> statement-breakpoint
SELECT shop_rebuild_figures();
