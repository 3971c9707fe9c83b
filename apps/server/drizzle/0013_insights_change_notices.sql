-- Every committed change to what the scorecards read is announced on the channel 'insights_changed'
-- (PostgreSQL sends a notice at commit, never for a rolled-back write, and once per transaction
-- however many rows or statements raised it). Each app process LISTENs and drops the answers it keeps
-- (db/change-watch.ts, insights/kept-answers.ts): exact answers without a timer, across processes.
CREATE FUNCTION "insights_changed_notify"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('insights_changed', '')
$$;--> statement-breakpoint
CREATE FUNCTION "insights_changed_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "insights_changed_notify"();
  RETURN NULL;
END
$$;--> statement-breakpoint
-- On the rollups, per row: the triggers of 0011 and 0012 run their upsert for every update of reviews,
-- and it writes no row when nothing moved (a like, a comment count), so a row trigger announces only
-- real moves, where a statement trigger would announce every like. The rebuilds truncate nothing but
-- delete and insert rows, so they announce too.
CREATE TRIGGER "review_daily_counts_changed" AFTER INSERT OR UPDATE OR DELETE ON "review_daily_counts"
  FOR EACH ROW EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
CREATE TRIGGER "review_weekly_counts_changed" AFTER INSERT OR UPDATE OR DELETE ON "review_weekly_counts"
  FOR EACH ROW EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
-- What the pages name: an operator's slug, name and kind, a route's code and name, a stop's code, name
-- and place (an administrator's mapping, a GTFS import). Once per statement.
CREATE TRIGGER "operators_insights_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "operators"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
CREATE TRIGGER "routes_insights_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transit_routes"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
CREATE TRIGGER "stops_insights_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "transit_stops"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();
