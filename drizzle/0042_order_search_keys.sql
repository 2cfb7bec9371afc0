CREATE TABLE "order_search_entries" (
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_search_keys" (
	"key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_search_pending" (
	"order_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search_entries" ADD CONSTRAINT "order_search_entries_key_order_search_keys_key_fk" FOREIGN KEY ("key") REFERENCES "public"."order_search_keys"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_search_entries_key_idx" ON "order_search_entries" USING btree ("key","created_at" DESC NULLS LAST,"order_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_search_entries_order_idx" ON "order_search_entries" USING btree ("order_id");--> statement-breakpoint
-- hand-written below
-- A search reads a few pages of each: a parallel worker's start (20 ms at a million orders) would cost more than the
-- read, which a generic plan, blind to the search's words, expects to be many rows.
ALTER TABLE "order_search_keys" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "order_search_entries" SET (parallel_workers = 0);--> statement-breakpoint
-- A search's rare word is chosen by the planner's estimate of each word (db/search.ts rareWordOf), which the default
-- sample puts at 6,293 keys for " 123" (554 hold it, of 623,000) and 62 with this one, as for search_text (0026).
ALTER TABLE "order_search_keys" ALTER COLUMN "key" SET STATISTICS 1000;--> statement-breakpoint
-- The keys the back office's search counts an order's matches by (docs/decisions/076): its shipping name and e-mail,
-- its account's, its lines' names, each folded as search_text is, each once. The same fields as
-- shop_order_search_text, each its own key.
CREATE OR REPLACE FUNCTION shop_order_search_keys(o orders) RETURNS SETOF text
  LANGUAGE sql STABLE
  AS $$
    SELECT DISTINCT f.key FROM (
      SELECT shop_fold(o.shipping_details->>'fullName') UNION ALL SELECT shop_fold(o.shipping_details->>'email')
      UNION ALL SELECT shop_fold(a.field) FROM users u CROSS JOIN LATERAL (VALUES (u.full_name), (u.email)) AS a(field)
        WHERE u.id = o.user_id
      UNION ALL SELECT shop_fold(l.name) FROM order_lines l WHERE l.order_id = o.id
    ) AS f(key)
    WHERE f.key <> ''
  $$;
--> statement-breakpoint
-- An order's keys and entries written, its keys first and in the order of their text (two orders sharing two new
-- keys insert them in the same order, never each waiting for the other). A key deleted meanwhile by the last order
-- that held it (shop_order_search_forget) fails the entry's foreign key: written again.
CREATE OR REPLACE FUNCTION shop_order_search_keep(placed orders) RETURNS void
  LANGUAGE plpgsql
  AS $$
  DECLARE
    keys text[] := ARRAY(SELECT k.key FROM shop_order_search_keys(placed) AS k(key) ORDER BY k.key);
  BEGIN
    LOOP
      BEGIN
        INSERT INTO order_search_keys (key) SELECT unnest(keys) ON CONFLICT DO NOTHING;
        INSERT INTO order_search_entries (key, created_at, order_id)
          SELECT unnest(keys), placed.created_at, placed.id ON CONFLICT DO NOTHING;
        RETURN;
      EXCEPTION WHEN foreign_key_violation THEN
        -- the key went between the two inserts: again
      END;
    END LOOP;
  END $$;
--> statement-breakpoint
-- Keys no order holds any more are deleted (a customer's name once their account is deleted and their orders
-- emptied): those another transaction is writing an entry under are skipped (locked), and one whose entry was
-- written meanwhile stays (its foreign key says so).
CREATE OR REPLACE FUNCTION shop_order_search_forget(keys text[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
  BEGIN
    DELETE FROM order_search_keys k WHERE k.key IN (
      SELECT g.key FROM order_search_keys g
      WHERE g.key = ANY(keys) AND NOT EXISTS (SELECT 1 FROM order_search_entries e WHERE e.key = g.key)
      ORDER BY g.key FOR UPDATE SKIP LOCKED);
  EXCEPTION WHEN foreign_key_violation THEN
    -- an order took one of them meanwhile: they stay
  END $$;
--> statement-breakpoint
-- A placed order's entries follow its search text, its payment and its time: written when it is placed, written anew
-- when its search text changes (a rename, its account deleted) or its time (an import's), deleted with it. A start's
-- backfill of search text (a bulk import) sets shop.search_keys to 'later': the orders are then listed as pending,
-- their keys written at once after (backfillSearchKeys).
CREATE OR REPLACE FUNCTION shop_order_search_entries() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    was boolean := false;
    is_placed boolean := false;
    gone text[];
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      was := OLD.search_text IS NOT NULL AND OLD.payment_status IN ('paid', 'partially_refunded', 'refunded');
    END IF;
    IF TG_OP <> 'DELETE' THEN
      is_placed := NEW.search_text IS NOT NULL AND NEW.payment_status IN ('paid', 'partially_refunded', 'refunded');
    END IF;
    IF TG_OP = 'UPDATE' AND was = is_placed AND OLD.search_text IS NOT DISTINCT FROM NEW.search_text
      AND OLD.created_at = NEW.created_at THEN
      RETURN NULL;
    END IF;
    IF is_placed AND current_setting('shop.search_keys', true) = 'later' THEN
      INSERT INTO order_search_pending (order_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END IF;
    -- rolling-deploy: the lock every write of the entries takes anyway, taken first: each writer holds the entries'
    -- table before the keys', as backfillSearchKeys locks them, so neither waits for the other in turn.
    LOCK TABLE order_search_entries IN ROW EXCLUSIVE MODE;
    IF TG_OP <> 'INSERT' THEN
      WITH d AS (DELETE FROM order_search_entries e WHERE e.order_id = OLD.id RETURNING e.key)
        SELECT array_agg(DISTINCT d.key) INTO gone FROM d;
    END IF;
    IF is_placed THEN
      PERFORM shop_order_search_keep(NEW);
    END IF;
    IF gone IS NOT NULL THEN
      PERFORM shop_order_search_forget(gone);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
CREATE TRIGGER orders_search_entries AFTER INSERT OR DELETE OR UPDATE OF search_text, payment_status, created_at ON orders
  FOR EACH ROW EXECUTE FUNCTION shop_order_search_entries();
--> statement-breakpoint
-- The placed orders already searchable wait for their keys, written by the next start (backfillSearchKeys).
-- rolling-deploy: an insert into a new table; the orders are only read
INSERT INTO order_search_pending (order_id)
  SELECT id FROM orders WHERE search_text IS NOT NULL AND payment_status IN ('paid', 'partially_refunded', 'refunded');
