CREATE TABLE "review_map_cells" (
	"zoom" smallint NOT NULL,
	"filter" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"reviews" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"score_sum" integer NOT NULL,
	CONSTRAINT "review_map_cells_zoom_filter_x_y_pk" PRIMARY KEY("zoom","filter","x","y")
);
--> statement-breakpoint
-- What a review adds to (sign 1) or takes from (sign -1) the map's cells at zoom 16: its cell among
-- all reviews ('') and among its service's, its aspect's and its feeling's; nothing while the map does
-- not show it (deleted, hidden by moderation, or without a place). A cell is a quarter of a tile,
-- 90 / 2^zoom degrees, divided in float8 as the live grouping divides (reviews-browse.repository.ts),
-- so a review lies in the same cell either way.
CREATE TYPE "review_map_cell_delta" AS (
	"filter" text,
	"x" integer,
	"y" integer,
	"reviews" integer,
	"latitude_sum" double precision,
	"longitude_sum" double precision,
	"score_sum" integer
);--> statement-breakpoint
CREATE FUNCTION "review_map_cell_deltas_of"("r" "reviews", "sign" integer) RETURNS SETOF "review_map_cell_delta" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "f"."filter", floor(r.longitude / (90::float8 / 65536))::int, floor(r.latitude / (90::float8 / 65536))::int,
    "sign", "sign" * r.latitude, "sign" * r.longitude, "sign" * r.score
  FROM (VALUES (''), ('service:' || r.service_id), ('aspect:' || r.aspect_id), ('feeling:' || r.feeling_id)) AS "f"("filter")
  WHERE r.latitude IS NOT NULL AND r.longitude IS NOT NULL AND r.deleted_at IS NULL AND r.status <> 'hidden'
$$;--> statement-breakpoint
-- A zoom-16 delta as its share of the cell holding it at every kept zoom, 0 to 16 (MAP_CELLS_ZOOM_MAX
-- in modules/reviews/reviews-browse.repository.ts): the cell at zoom z holds the 2^(16-z) by
-- 2^(16-z) cells of zoom 16 whose x and y shift right to its own (a floor, whatever the sign). So a
-- batch of reviews is summed per zoom-16 cell first, and spread over the zooms after: 17 times fewer
-- rows to group than one delta per review and zoom.
CREATE FUNCTION "review_map_cells_of"("d" "review_map_cell_delta")
  RETURNS TABLE ("zoom" smallint, "filter" text, "x" integer, "y" integer, "reviews" integer, "latitude_sum" double precision, "longitude_sum" double precision, "score_sum" integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "z"::smallint, d.filter, d.x >> (16 - "z"), d.y >> (16 - "z"), d.reviews, d.latitude_sum, d.longitude_sum, d.score_sum
  FROM generate_series(0, 16) AS "z"
$$;--> statement-breakpoint
-- Deltas summed per zoom-16 cell, as one delta each.
CREATE FUNCTION "review_map_cell_deltas_summed"("deltas" "review_map_cell_delta"[]) RETURNS SETOF "review_map_cell_delta" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "d"."filter", "d"."x", "d"."y", sum("d"."reviews")::int, sum("d"."latitude_sum"), sum("d"."longitude_sum"), sum("d"."score_sum")::int
  FROM unnest("deltas") AS "d"
  GROUP BY 1, 2, 3
$$;--> statement-breakpoint
-- Adds the deltas at every zoom and removes the cells left without reviews. Sorted, so two writers
-- moving the same cells queue instead of deadlocking, as review_weekly_counts_add (0012).
CREATE FUNCTION "review_map_cells_add"("deltas" "review_map_cell_delta"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "emptied" tid[];
BEGIN
  WITH "summed" AS (
    SELECT "c"."zoom", "c"."filter", "c"."x", "c"."y", sum("c"."reviews")::int AS "reviews",
      sum("c"."latitude_sum") AS "latitude_sum", sum("c"."longitude_sum") AS "longitude_sum", sum("c"."score_sum")::int AS "score_sum"
    FROM "review_map_cell_deltas_summed"("deltas") AS "d", "review_map_cells_of"("d") AS "c"
    GROUP BY 1, 2, 3, 4
    HAVING sum("c"."reviews") <> 0 OR sum("c"."score_sum") <> 0 OR sum("c"."latitude_sum") <> 0 OR sum("c"."longitude_sum") <> 0
  ), "moved" AS (
    INSERT INTO "review_map_cells" AS "c"
    SELECT * FROM "summed" ORDER BY 1, 2, 3, 4
    ON CONFLICT ("zoom", "filter", "x", "y") DO UPDATE SET
      "reviews" = "c"."reviews" + excluded."reviews",
      "latitude_sum" = "c"."latitude_sum" + excluded."latitude_sum",
      "longitude_sum" = "c"."longitude_sum" + excluded."longitude_sum",
      "score_sum" = "c"."score_sum" + excluded."score_sum"
    RETURNING "c".ctid, "c"."reviews"
  )
  SELECT array_agg("moved".ctid) INTO "emptied" FROM "moved" WHERE "moved"."reviews" <= 0;
  IF "emptied" IS NOT NULL THEN
    DELETE FROM "review_map_cells" WHERE ctid = ANY ("emptied");
  END IF;
END
$$;--> statement-breakpoint
-- Follows inserts and deletes once per statement, through the rows they wrote (the demo seed
-- inserts thousands at a time).
CREATE FUNCTION "review_map_cells_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "deltas" "review_map_cell_delta"[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("d") INTO "deltas" FROM "new_reviews" AS "r", "review_map_cell_deltas_of"("r", 1) AS "d";
  ELSE
    SELECT array_agg("d") INTO "deltas" FROM "old_reviews" AS "r", "review_map_cell_deltas_of"("r", -1) AS "d";
  END IF;
  IF "deltas" IS NOT NULL THEN
    PERFORM "review_map_cells_add"("deltas");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Moves a review updated in place, score, service, aspect, feeling or visibility: its old cells'
-- share taken away, its new cells' added.
CREATE FUNCTION "review_map_cells_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "review_map_cells_add"(ARRAY(
    SELECT "review_map_cell_deltas_of"(OLD, -1) UNION ALL SELECT "review_map_cell_deltas_of"(NEW, 1)
  ));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_map_cells_insert" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "new_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_map_cells_follow"();--> statement-breakpoint
CREATE TRIGGER "reviews_map_cells_delete" AFTER DELETE ON "reviews"
  REFERENCING OLD TABLE AS "old_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "review_map_cells_follow"();--> statement-breakpoint
-- Per row, and only for an update that sets one of these columns and changes what the map shows: a
-- like, a comment count or a move between visible statuses fires nothing (a statement trigger ran
-- for each of them, 6–8 % of a like toggle's rate at two million reviews).
CREATE TRIGGER "reviews_map_cells_update"
  AFTER UPDATE OF "latitude", "longitude", "score", "service_id", "aspect_id", "feeling_id", "status", "deleted_at" ON "reviews"
  FOR EACH ROW
  WHEN ((OLD.latitude, OLD.longitude, OLD.score, OLD.service_id, OLD.aspect_id, OLD.feeling_id, OLD.deleted_at IS NULL AND OLD.status <> 'hidden')
    IS DISTINCT FROM (NEW.latitude, NEW.longitude, NEW.score, NEW.service_id, NEW.aspect_id, NEW.feeling_id, NEW.deleted_at IS NULL AND NEW.status <> 'hidden'))
  EXECUTE FUNCTION "review_map_cells_move"();--> statement-breakpoint
-- Recomputes every cell from the reviews, with the definition the triggers use: the reviews summed
-- per zoom-16 cell, then spread over the zooms (at two million reviews, 10–14 s; one delta per review
-- and zoom, grouped at once, took 234 s).
CREATE FUNCTION "review_map_cells_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "review_map_cells" IN EXCLUSIVE MODE;
  DELETE FROM "review_map_cells";
  INSERT INTO "review_map_cells"
  SELECT "c"."zoom", "c"."filter", "c"."x", "c"."y", sum("c"."reviews")::int, sum("c"."latitude_sum"), sum("c"."longitude_sum"), sum("c"."score_sum")::int
  FROM (
    SELECT ROW("d"."filter", "d"."x", "d"."y", sum("d"."reviews")::int, sum("d"."latitude_sum"), sum("d"."longitude_sum"), sum("d"."score_sum")::int)::"review_map_cell_delta" AS "cell"
    FROM "reviews" AS "r", "review_map_cell_deltas_of"("r", 1) AS "d"
    GROUP BY "d"."filter", "d"."x", "d"."y"
  ) AS "finest", "review_map_cells_of"("finest"."cell") AS "c"
  GROUP BY 1, 2, 3, 4;
END
$$;--> statement-breakpoint
-- The reviews written so far.
SELECT "review_map_cells_rebuild"();
