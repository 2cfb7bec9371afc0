CREATE TABLE "work_order_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each change of a work order's status moves one from its old status's count to its new one's, in
-- the change's transaction; both rows are written by one statement in key order, so two changes
-- crossing the same statuses lock them in the same order.
CREATE OR REPLACE FUNCTION shop_work_order_counts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO work_order_counts (status, n)
      SELECT s, sum(d)::int FROM (
        SELECT OLD.status AS s, -1 AS d WHERE TG_OP <> 'INSERT'
        UNION ALL
        SELECT NEW.status, 1 WHERE TG_OP <> 'DELETE'
      ) moved
      GROUP BY s
      ORDER BY s
    ON CONFLICT (status) DO UPDATE SET n = work_order_counts.n + EXCLUDED.n;
    RETURN NULL;
  END;
  $$;--> statement-breakpoint
CREATE TRIGGER work_order_counts AFTER INSERT OR DELETE OR UPDATE OF status ON work_orders
  FOR EACH ROW EXECUTE FUNCTION shop_work_order_counts();--> statement-breakpoint
INSERT INTO work_order_counts (status, n) SELECT status, count(*)::int FROM work_orders GROUP BY status
  ON CONFLICT (status) DO UPDATE SET n = EXCLUDED.n;
