-- The dashboard's gift-card figures (issue #43): a gift card sold is a liability until it is spent, never
-- revenue, and an order of gift cards only is no order of the average. The dashboard read them by
-- summing every gift card on each visit; a trigger now keeps them per day issued, in the transaction of
-- each change, as order_figures is kept (decision 058): the cards sold and not cancelled, their
-- amounts, and the orders of gift cards only among them.
CREATE TABLE "gift_card_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"cards" integer DEFAULT 0 NOT NULL,
	"cents" bigint DEFAULT 0 NOT NULL,
	"card_only_orders" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- hand-written below
-- Whether an order holds gift cards only (its lines are written with it and never change).
CREATE OR REPLACE FUNCTION shop_card_only_order(order_id integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = $1
      AND (l.custom_details->>'type') IS DISTINCT FROM 'gift-card')
  $$;--> statement-breakpoint
-- A card counts while it is sold: issued (activated) and not cancelled (voided). An order of gift cards
-- only counts once, on the card that makes it sold (no other card of it sold) and off with the last.
-- The shop writes a card a row per statement (activation, void, unvoid), which this rule relies on.
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
      INSERT INTO gift_card_figures AS f (day, cards, cents, card_only_orders)
        VALUES ((OLD.activated_at AT TIME ZONE 'UTC')::date, -1, -OLD.initial_cents::bigint,
          CASE WHEN alone AND shop_card_only_order(OLD.order_id) THEN -1 ELSE 0 END)
        ON CONFLICT (day) DO UPDATE SET cards = f.cards + excluded.cards, cents = f.cents + excluded.cents,
          card_only_orders = f.card_only_orders + excluded.card_only_orders;
    END IF;
    IF is_sold THEN
      alone := NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = NEW.order_id AND g.id <> NEW.id
        AND g.activated_at IS NOT NULL AND g.voided_at IS NULL);
      INSERT INTO gift_card_figures AS f (day, cards, cents, card_only_orders)
        VALUES ((NEW.activated_at AT TIME ZONE 'UTC')::date, 1, NEW.initial_cents::bigint,
          CASE WHEN alone AND shop_card_only_order(NEW.order_id) THEN 1 ELSE 0 END)
        ON CONFLICT (day) DO UPDATE SET cards = f.cards + excluded.cards, cents = f.cents + excluded.cents,
          card_only_orders = f.card_only_orders + excluded.card_only_orders;
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER gift_cards_figures AFTER INSERT OR DELETE ON gift_cards
  FOR EACH ROW EXECUTE FUNCTION shop_gift_card_figures();--> statement-breakpoint
CREATE TRIGGER gift_cards_figures_change AFTER UPDATE ON gift_cards
  FOR EACH ROW WHEN (
    OLD.activated_at IS DISTINCT FROM NEW.activated_at OR OLD.voided_at IS DISTINCT FROM NEW.voided_at
    OR OLD.initial_cents IS DISTINCT FROM NEW.initial_cents OR OLD.order_id IS DISTINCT FROM NEW.order_id)
  EXECUTE FUNCTION shop_gift_card_figures();--> statement-breakpoint
-- The figures from the table itself: once here, and by every rebuild of the kept figures (after a bulk
-- load made with the triggers off), which now rebuilds these too.
CREATE OR REPLACE FUNCTION shop_rebuild_gift_card_figures() RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM gift_card_figures;
    INSERT INTO gift_card_figures (day, cards, cents, card_only_orders)
      SELECT day, count(*), sum(initial_cents), count(*) FILTER (WHERE first_of_order AND card_only)
      FROM (
        SELECT (activated_at AT TIME ZONE 'UTC')::date AS day, initial_cents,
          row_number() OVER (PARTITION BY order_id ORDER BY activated_at, id) = 1 AS first_of_order,
          shop_card_only_order(order_id) AS card_only
        FROM gift_cards WHERE activated_at IS NOT NULL AND voided_at IS NULL
      ) sold
      GROUP BY day;
  END $$;--> statement-breakpoint
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
    PERFORM shop_rebuild_gift_card_figures();
  END $$;--> statement-breakpoint
SELECT shop_rebuild_gift_card_figures();
