CREATE TABLE "subscription_figures" (
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subscriptions" integer DEFAULT 0 NOT NULL,
	"monthly_minor" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "subscription_figures_status_currency_pk" PRIMARY KEY("status","currency")
);
--> statement-breakpoint
-- hand-written below
-- The dashboard's refill figures (issue #45), kept per status and currency as the orders' are (0027): how many, and
-- the monthly revenue as the exact sum of each refill's `last_amount_minor * 52.0 / 12 / interval_weeks`, the
-- expression the dashboard summed over every refill (rounded when read). A change touches the rows of its old and
-- new status in one statement, in key order, so two changes crossing (active to paused, paused to active) cannot
-- deadlock; a renewal that changes none of the four columns writes nothing.
CREATE OR REPLACE FUNCTION shop_subscription_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.currency = NEW.currency
       AND OLD.last_amount_minor = NEW.last_amount_minor AND OLD.interval_weeks = NEW.interval_weeks THEN
      RETURN NULL;
    END IF;
    INSERT INTO subscription_figures AS f (status, currency, subscriptions, monthly_minor)
      SELECT d.status, d.currency, sum(d.n), sum(d.m)
      FROM (
        SELECT OLD.status, OLD.currency, -1, -(OLD.last_amount_minor * 52.0 / 12 / OLD.interval_weeks)
          WHERE TG_OP <> 'INSERT'
        UNION ALL
        SELECT NEW.status, NEW.currency, 1, NEW.last_amount_minor * 52.0 / 12 / NEW.interval_weeks
          WHERE TG_OP <> 'DELETE'
      ) AS d(status, currency, n, m)
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (status, currency)
      DO UPDATE SET subscriptions = f.subscriptions + excluded.subscriptions,
        monthly_minor = f.monthly_minor + excluded.monthly_minor;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- rolling-deploy: held only while the figures are summed from the refills, so no change is counted twice or missed
LOCK TABLE subscriptions IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO subscription_figures (status, currency, subscriptions, monthly_minor)
  SELECT status, currency, count(*), sum(last_amount_minor * 52.0 / 12 / interval_weeks)
  FROM subscriptions GROUP BY 1, 2;
--> statement-breakpoint
-- rolling-deploy: a trigger added to keep the new figures; the previous release's writes go through it unchanged
CREATE TRIGGER subscriptions_figures AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION shop_subscription_figures();
