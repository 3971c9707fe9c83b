CREATE TABLE "review_weekly_counts" (
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"operator_id" uuid,
	"week" date NOT NULL,
	"service_id" uuid NOT NULL,
	"aspect_id" uuid NOT NULL,
	"resolution_days" smallint,
	"reviews" integer NOT NULL,
	"score_sum" integer NOT NULL,
	"negative" integer NOT NULL,
	"verified" integer NOT NULL,
	"forwarded" integer NOT NULL,
	"resolved" integer NOT NULL,
	CONSTRAINT "review_weekly_counts_bucket" UNIQUE NULLS NOT DISTINCT("subject","subject_id","week","operator_id","service_id","aspect_id","resolution_days")
);
--> statement-breakpoint
DROP INDEX "reviews_operator_idx";--> statement-breakpoint
DROP INDEX "reviews_route_idx";--> statement-breakpoint
DROP INDEX "reviews_stop_idx";--> statement-breakpoint
CREATE INDEX "review_weekly_counts_week_idx" ON "review_weekly_counts" USING btree ("subject","week");--> statement-breakpoint
CREATE INDEX "review_weekly_counts_operator_idx" ON "review_weekly_counts" USING btree ("operator_id","subject","week") WHERE "review_weekly_counts"."operator_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_operator_idx" ON "reviews" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_route_idx" ON "reviews" USING btree ("route_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_stop_idx" ON "reviews" USING btree ("stop_id","created_at");--> statement-breakpoint
-- What a review adds to (or, negated, takes from) one weekly row: the key and the measures, in the
-- table's column order, so a list of them unnests straight into it.
CREATE TYPE "review_weekly_delta" AS (
	"subject" text,
	"subject_id" uuid,
	"operator_id" uuid,
	"week" date,
	"service_id" uuid,
	"aspect_id" uuid,
	"resolution_days" smallint,
	"reviews" integer,
	"score_sum" integer,
	"negative" integer,
	"verified" integer,
	"forwarded" integer,
	"resolved" integer
);--> statement-breakpoint
-- The one definition of what a review counts for, one row per subject it is linked to (its operator,
-- route and stop), none while it does not count (deleted, or hidden by moderation): the week of its
-- writing in Malaysia (UTC+08:00 all year; date_trunc's weeks start on Monday), when resolved the
-- whole days it took (a year at most); and its one review, its score, whether it is negative and how
-- far it got (statuses in lifecycle order: a forwarded or resolved review was verified first).
CREATE FUNCTION "review_weekly_deltas_of"("r" "reviews", "sign" integer) RETURNS SETOF "review_weekly_delta" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "s"."subject", "s"."id", r.operator_id, date_trunc('week', r.created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date,
    r.service_id, r.aspect_id,
    CASE WHEN r.status = 'resolved' AND r.status_changed_at IS NOT NULL THEN
      least(greatest(floor(extract(epoch FROM r.status_changed_at - r.created_at) / 86400), 0), 365)::smallint
    END,
    "sign", "sign" * r.score, CASE WHEN r.score < 0 THEN "sign" ELSE 0 END,
    CASE WHEN r.status IN ('verified', 'forwarded', 'resolved') THEN "sign" ELSE 0 END,
    CASE WHEN r.status IN ('forwarded', 'resolved') THEN "sign" ELSE 0 END,
    CASE WHEN r.status = 'resolved' THEN "sign" ELSE 0 END
  FROM (VALUES ('operator', r.operator_id), ('route', r.route_id), ('stop', r.stop_id)) AS "s"("subject", "id")
  WHERE "s"."id" IS NOT NULL AND r.deleted_at IS NULL AND r.status <> 'hidden'
$$;--> statement-breakpoint
-- Adds the deltas (summed per row first) and removes the rows left without reviews. Sorted, so two
-- writers moving the same rows queue instead of deadlocking; see review_daily_counts_add (0011).
CREATE FUNCTION "review_weekly_counts_add"("deltas" "review_weekly_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "emptied" tid[];
BEGIN
  WITH "summed" AS (
    SELECT "d"."subject", "d"."subject_id", "d"."operator_id", "d"."week", "d"."service_id", "d"."aspect_id", "d"."resolution_days",
      sum("d"."reviews")::int AS "reviews", sum("d"."score_sum")::int AS "score_sum", sum("d"."negative")::int AS "negative",
      sum("d"."verified")::int AS "verified", sum("d"."forwarded")::int AS "forwarded", sum("d"."resolved")::int AS "resolved"
    FROM unnest("deltas") AS "d"
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum("d"."reviews") <> 0 OR sum("d"."score_sum") <> 0 OR sum("d"."negative") <> 0
      OR sum("d"."verified") <> 0 OR sum("d"."forwarded") <> 0 OR sum("d"."resolved") <> 0
  ), "moved" AS (
    INSERT INTO "review_weekly_counts" AS "c"
    SELECT * FROM "summed" ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "review_weekly_counts_bucket" DO UPDATE SET
      "reviews" = "c"."reviews" + excluded."reviews",
      "score_sum" = "c"."score_sum" + excluded."score_sum",
      "negative" = "c"."negative" + excluded."negative",
      "verified" = "c"."verified" + excluded."verified",
      "forwarded" = "c"."forwarded" + excluded."forwarded",
      "resolved" = "c"."resolved" + excluded."resolved"
    RETURNING "c".ctid, "c"."reviews"
  )
  SELECT array_agg("moved".ctid) INTO "emptied" FROM "moved" WHERE "moved"."reviews" <= 0;
  IF "emptied" IS NOT NULL THEN
    DELETE FROM "review_weekly_counts" WHERE ctid = ANY ("emptied");
  END IF;
END
$$;--> statement-breakpoint
-- Follows every write to reviews once per statement, like review_daily_counts_follow (0011). An update
-- takes each row's old deltas away and adds its new ones; a like or a comment count moves nothing,
-- as the sums cancel out and review_weekly_counts_add drops them. A status move changes only counts,
-- unless it resolves a review or takes the resolution back.
CREATE FUNCTION "review_weekly_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "deltas" "review_weekly_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("d") INTO "deltas" FROM "new_reviews" AS "r", "review_weekly_deltas_of"("r", 1) AS "d";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("d") INTO "deltas" FROM "old_reviews" AS "r", "review_weekly_deltas_of"("r", -1) AS "d";
  ELSE
    SELECT array_agg("d") INTO "deltas" FROM (
      SELECT "d" FROM "old_reviews" AS "r", "review_weekly_deltas_of"("r", -1) AS "d"
      UNION ALL
      SELECT "d" FROM "new_reviews" AS "r", "review_weekly_deltas_of"("r", 1) AS "d"
    ) AS "both";
  END IF;
  IF "deltas" IS NOT NULL THEN
    PERFORM "review_weekly_counts_add"("deltas");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_weekly_counts_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "new_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_weekly_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_weekly_counts_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS "old_reviews" NEW TABLE AS "new_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_weekly_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_weekly_counts_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "old_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_weekly_counts_follow"();--> statement-breakpoint
-- Recomputes every row from the reviews, as review_daily_counts_rebuild (0011) does, with the same
-- definition the triggers use.
CREATE FUNCTION "review_weekly_counts_rebuild"(OUT "buckets" integer, OUT "reviews" integer) LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "review_weekly_counts" IN EXCLUSIVE MODE;
  DELETE FROM "review_weekly_counts";
  WITH "written" AS (
    INSERT INTO "review_weekly_counts"
    SELECT "d"."subject", "d"."subject_id", "d"."operator_id", "d"."week", "d"."service_id", "d"."aspect_id", "d"."resolution_days",
      sum("d"."reviews")::int, sum("d"."score_sum")::int, sum("d"."negative")::int,
      sum("d"."verified")::int, sum("d"."forwarded")::int, sum("d"."resolved")::int
    FROM "reviews" AS "r", "review_weekly_deltas_of"("r", 1) AS "d"
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    RETURNING "review_weekly_counts"."subject", "review_weekly_counts"."reviews"
  )
  -- Each review is in one operator row at most: those rows' sum is the reviews linked to an operator.
  SELECT count(*)::int, coalesce(sum("written"."reviews") FILTER (WHERE "written"."subject" = 'operator'), 0)::int INTO "buckets", "reviews" FROM "written";
END
$$;--> statement-breakpoint
SELECT "review_weekly_counts_rebuild"();
