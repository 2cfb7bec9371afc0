-- hand-written below
-- A session's lookup is kept per process (docs/decisions/075-a-session-kept-per-process.md): whatever changes what a
-- signed-in request is let in as (the account, its session, its staff role, its second factor) tells every process, on
-- the channel `session_access`, after the change commits. The payload is the accounts' ids, comma-separated, or `*`
-- when a statement changed more than a hundred (a backfill, an import): every process then forgets every session it
-- kept. One notification per statement, not per row, so a statement over the whole table costs one.
CREATE OR REPLACE FUNCTION shop_session_access_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    ids text;
    n integer;
  BEGIN
    IF TG_ARGV[0] = 'id' THEN
      SELECT count(DISTINCT id), string_agg(DISTINCT id::text, ',') INTO n, ids FROM changed_rows;
    ELSE
      SELECT count(DISTINCT user_id), string_agg(DISTINCT user_id::text, ',') INTO n, ids FROM changed_rows;
    END IF;
    IF n > 100 THEN
      PERFORM pg_notify('session_access', '*');
    ELSIF n > 0 THEN
      PERFORM pg_notify('session_access', ids);
    END IF;
    RETURN NULL;
  END $$;
--> statement-breakpoint
-- rolling-deploy: a trigger that only notifies; the previous release ignores the channel
CREATE TRIGGER users_session_access_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER users_session_access_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('id');
--> statement-breakpoint
-- rolling-deploy: as above (a new session is in no process's keeping: inserts tell nothing)
CREATE TRIGGER sessions_access_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER sessions_access_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER staff_access_insert AFTER INSERT ON staff
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above (the new rows name the account: an invitation accepted gains one)
CREATE TRIGGER staff_access_update AFTER UPDATE ON staff
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER staff_access_delete AFTER DELETE ON staff
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER two_factor_access_insert AFTER INSERT ON two_factor
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER two_factor_access_update AFTER UPDATE ON two_factor
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
--> statement-breakpoint
-- rolling-deploy: as above
CREATE TRIGGER two_factor_access_delete AFTER DELETE ON two_factor
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_session_access_changed('user_id');
