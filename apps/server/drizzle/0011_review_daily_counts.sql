CREATE TABLE "review_daily_counts" (
	"day" date NOT NULL,
	"operator_id" uuid,
	"route_id" uuid,
	"stop_id" uuid,
	"service_id" uuid NOT NULL,
	"aspect_id" uuid NOT NULL,
	"feeling_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "review_daily_counts_bucket" UNIQUE NULLS NOT DISTINCT("day","operator_id","route_id","stop_id","service_id","aspect_id","feeling_id","status")
);
--> statement-breakpoint
CREATE INDEX "review_daily_counts_operator_idx" ON "review_daily_counts" USING btree ("operator_id","day") WHERE "review_daily_counts"."operator_id" is not null;--> statement-breakpoint
CREATE INDEX "review_daily_counts_route_idx" ON "review_daily_counts" USING btree ("route_id","day") WHERE "review_daily_counts"."route_id" is not null;--> statement-breakpoint
CREATE INDEX "review_daily_counts_stop_idx" ON "review_daily_counts" USING btree ("stop_id","day") WHERE "review_daily_counts"."stop_id" is not null;--> statement-breakpoint
-- What a review counts towards, without its count: a type of its own so a list of buckets and a
-- list of counts unnest side by side into the table's columns.
CREATE TYPE "review_daily_bucket" AS (
	"day" date,
	"operator_id" uuid,
	"route_id" uuid,
	"stop_id" uuid,
	"service_id" uuid,
	"aspect_id" uuid,
	"feeling_id" uuid,
	"status" text
);--> statement-breakpoint
-- The one definition of a review's bucket: its day of writing in Malaysia (UTC+08:00 all year) and
-- what it is about; null while it does not count (deleted, or hidden by moderation). Plain SQL, so
-- PostgreSQL inlines it into the queries that call it.
CREATE FUNCTION "review_daily_bucket_of"("r" "reviews") RETURNS "review_daily_bucket" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN r.deleted_at IS NULL AND r.status <> 'hidden' THEN
    ROW((r.created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date, r.operator_id, r.route_id, r.stop_id, r.service_id, r.aspect_id, r.feeling_id, r.status)::review_daily_bucket
  END
$$;--> statement-breakpoint
-- Adds each bucket's count (negative to subtract) and removes the buckets left at zero, so every row
-- holds at least one review. ON CONFLICT … reviews + excluded.reviews keeps concurrent writers' counts;
-- the buckets go in one order, so two writers moving the same buckets queue instead of deadlocking.
CREATE FUNCTION "review_daily_counts_add"("buckets" "review_daily_bucket"[], "counts" integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "emptied" tid[];
BEGIN
  WITH "moved" AS (
    INSERT INTO "review_daily_counts" AS "c"
    SELECT * FROM unnest("buckets", "counts") ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ON CONSTRAINT "review_daily_counts_bucket" DO UPDATE SET "reviews" = "c"."reviews" + excluded."reviews"
    RETURNING "c".ctid, "c"."reviews"
  )
  SELECT array_agg("moved".ctid) INTO "emptied" FROM "moved" WHERE "moved"."reviews" <= 0;
  -- By the row versions just written: this transaction holds their locks, so they are still the live ones.
  IF "emptied" IS NOT NULL THEN
    DELETE FROM "review_daily_counts" WHERE ctid = ANY ("emptied");
  END IF;
END
$$;--> statement-breakpoint
-- Follows every write to reviews, whoever makes it (the app, the demo seed's bulk inserts, an
-- administrator's operator mapping, the start-up back-fills, a foreign key's 'set null'): once per
-- statement, through its transition tables, with one upsert of the buckets it moved however many
-- rows it wrote.
CREATE FUNCTION "review_daily_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "buckets" "review_daily_bucket"[];
  "counts" integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("b"), array_agg("n") INTO "buckets", "counts"
    FROM (SELECT "review_daily_bucket_of"("r") AS "b", count(*)::int AS "n" FROM "new_reviews" AS "r" GROUP BY 1) AS "s"
    WHERE ("b")."day" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg("b"), array_agg("n") INTO "buckets", "counts"
    FROM (SELECT "review_daily_bucket_of"("r") AS "b", -count(*)::int AS "n" FROM "old_reviews" AS "r" GROUP BY 1) AS "s"
    WHERE ("b")."day" IS NOT NULL;
  ELSE
    -- A trigger with transition tables cannot name the columns it fires on, so this runs for every
    -- update (likes, comment counts…): only the rows whose bucket changed, or that started or
    -- stopped counting, move anything.
    SELECT array_agg("b"), array_agg("n") INTO "buckets", "counts"
    FROM (
      SELECT "m"."b", sum("m"."n")::int AS "n"
      FROM "old_reviews" AS "o" JOIN "new_reviews" AS "r" ON "r"."id" = "o"."id",
        LATERAL (VALUES ("review_daily_bucket_of"("o"), -1), ("review_daily_bucket_of"("r"), 1)) AS "m"("b", "n")
      WHERE "review_daily_bucket_of"("o") IS DISTINCT FROM "review_daily_bucket_of"("r") AND ("m"."b")."day" IS NOT NULL
      GROUP BY 1
      HAVING sum("m"."n") <> 0
    ) AS "s";
  END IF;
  IF "buckets" IS NOT NULL THEN
    PERFORM "review_daily_counts_add"("buckets", "counts");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL allows transition tables on triggers of one event only: three triggers, one function.
CREATE TRIGGER "reviews_daily_counts_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "new_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_daily_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_daily_counts_update" AFTER UPDATE ON "reviews"
  REFERENCING OLD TABLE AS "old_reviews" NEW TABLE AS "new_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_daily_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_daily_counts_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "old_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_daily_counts_follow"();--> statement-breakpoint
-- Recomputes every row from the reviews (`npm run insights:rebuild`, and the fill below); answers the
-- rows written and the reviews they count. The lock holds the triggers' writers back until the new rows
-- are committed, having first waited for those in flight, so no write is lost or counted twice;
-- readers keep the old rows meanwhile. Each statement takes a new snapshot (READ COMMITTED): the
-- reviews are read after the lock is held.
CREATE FUNCTION "review_daily_counts_rebuild"(OUT "buckets" integer, OUT "reviews" integer) LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "review_daily_counts" IN EXCLUSIVE MODE;
  DELETE FROM "review_daily_counts";
  WITH "written" AS (
    INSERT INTO "review_daily_counts"
    SELECT ("b").*, count(*)::int FROM (SELECT "review_daily_bucket_of"("r") AS "b" FROM "reviews" AS "r") AS "s"
    WHERE ("b")."day" IS NOT NULL
    GROUP BY "b"
    RETURNING "review_daily_counts"."reviews"
  )
  SELECT count(*)::int, coalesce(sum("written"."reviews"), 0)::int INTO "buckets", "reviews" FROM "written";
END
$$;--> statement-breakpoint
-- The reviews written so far, counted once the triggers exist: creating them waited for the writers in
-- flight and holds new ones back until this migration commits.
SELECT "review_daily_counts_rebuild"();
