-- hand-written below
-- The refill figures (0039) kept per statement instead of per row (issue #45): a statement that inserts, changes or
-- deletes many refills at once (an import from another platform, the scale bench's 30,943 refills) updated the same
-- few figure rows once per refill inside one transaction, each update walking the versions the earlier ones left:
-- 2.5 s for 30,943 refills, 21 s for 80,000 (comment corrected after release). Now each statement's refills are summed per status and currency from its
-- transition tables and the figures updated once, in key order (two statements crossing cannot deadlock); a change
-- that moves nothing (a renewal: the same status, currency, amount and interval) writes nothing.
CREATE OR REPLACE FUNCTION shop_subscription_figures() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO subscription_figures AS f (status, currency, subscriptions, monthly_minor)
        SELECT status, currency, count(*), sum(last_amount_minor * 52.0 / 12 / interval_weeks)
        FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (status, currency)
        DO UPDATE SET subscriptions = f.subscriptions + excluded.subscriptions,
          monthly_minor = f.monthly_minor + excluded.monthly_minor;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO subscription_figures AS f (status, currency, subscriptions, monthly_minor)
        SELECT status, currency, -count(*), -sum(last_amount_minor * 52.0 / 12 / interval_weeks)
        FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT (status, currency)
        DO UPDATE SET subscriptions = f.subscriptions + excluded.subscriptions,
          monthly_minor = f.monthly_minor + excluded.monthly_minor;
    ELSE
      INSERT INTO subscription_figures AS f (status, currency, subscriptions, monthly_minor)
        SELECT d.status, d.currency, sum(d.n), sum(d.m)
        FROM (
          SELECT status, currency, -1, -(last_amount_minor * 52.0 / 12 / interval_weeks) FROM old_rows
          UNION ALL
          SELECT status, currency, 1, last_amount_minor * 52.0 / 12 / interval_weeks FROM new_rows
        ) AS d(status, currency, n, m)
        GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.m) <> 0 ORDER BY 1, 2
        ON CONFLICT (status, currency)
        DO UPDATE SET subscriptions = f.subscriptions + excluded.subscriptions,
          monthly_minor = f.monthly_minor + excluded.monthly_minor;
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- rolling-deploy: replaced in this migration's transaction by the three statement triggers below; no write is missed
DROP TRIGGER subscriptions_figures ON subscriptions;
--> statement-breakpoint
-- rolling-deploy: the same figures kept by statement (a trigger with transition tables has one event each)
CREATE TRIGGER subscriptions_figures_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_subscription_figures();
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER subscriptions_figures_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_subscription_figures();
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER subscriptions_figures_delete AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_subscription_figures();
