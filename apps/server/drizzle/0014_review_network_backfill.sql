-- Links the reviews whose route or stop text names a route or stop of the network but that are not
-- linked yet: those written before the network (or a feed naming them) was imported. The same rules
-- as the link made when a review is written (transit.service.ts, matchRoute and matchStop; a test
-- checks they agree), for every such review in one statement each:
-- - a route: the text's first word is the route's code, or the whole text is its name (ignoring case);
--   where several routes match, those of the review's operator; still several, none;
-- - a stop: the text is the stop's code or name (ignoring case); the nearest such stop to the review,
--   taken when it matched by code or lies within 1,000 m (STOP_NAME_MATCH_METRES).
-- Answers how many reviews it linked. Run below, and by `npm run import:gtfs` after each import.
CREATE FUNCTION "reviews_link_network"(OUT "routes_linked" integer, OUT "stops_linked" integer) LANGUAGE plpgsql AS $$
BEGIN
  WITH "texts" AS (
    SELECT "r"."id", "r"."operator_id", "t"."text", substring("t"."text" FROM '^\S+') AS "first_word"
    FROM "reviews" AS "r", LATERAL (SELECT regexp_replace("r"."route_name", '^\s+|\s+$', '', 'g') AS "text") AS "t"
    WHERE "r"."route_id" IS NULL AND "r"."route_name" ~ '\S'
  ), "candidates" AS (
    -- Two equality joins, not one join on 'code or name', so each can hash.
    SELECT "x"."id", "x"."operator_id", "t"."id" AS "route_id", "t"."operator_id" AS "route_operator_id"
    FROM "texts" AS "x" JOIN "transit_routes" AS "t" ON lower("t"."code") = lower("x"."first_word")
    UNION
    SELECT "x"."id", "x"."operator_id", "t"."id", "t"."operator_id"
    FROM "texts" AS "x" JOIN "transit_routes" AS "t" ON lower("t"."name") = lower("x"."text")
  ), "ranked" AS (
    SELECT "c".*, "c"."route_operator_id" = "c"."operator_id" AS "of_operator",
      bool_or("c"."route_operator_id" = "c"."operator_id") OVER (PARTITION BY "c"."id") AS "any_of_operator"
    FROM "candidates" AS "c"
  ), "chosen" AS (
    SELECT "id", (array_agg("route_id"))[1] AS "route_id"
    FROM "ranked"
    WHERE "of_operator" OR NOT coalesce("any_of_operator", false)
    GROUP BY "id"
    HAVING count(*) = 1
  ), "linked" AS (
    UPDATE "reviews" AS "r" SET "route_id" = "chosen"."route_id" FROM "chosen"
    WHERE "r"."id" = "chosen"."id" AND "r"."route_id" IS NULL
    RETURNING 1
  )
  SELECT count(*)::int INTO "routes_linked" FROM "linked";

  WITH "texts" AS (
    SELECT "r"."id", "r"."latitude", "r"."longitude", regexp_replace("r"."stop_name", '^\s+|\s+$', '', 'g') AS "text"
    FROM "reviews" AS "r"
    WHERE "r"."stop_id" IS NULL AND "r"."stop_name" ~ '\S'
  ), "candidates" AS (
    SELECT "x"."id", "s"."id" AS "stop_id", true AS "by_code", "x"."latitude", "x"."longitude", "s"."latitude" AS "stop_latitude", "s"."longitude" AS "stop_longitude"
    FROM "texts" AS "x" JOIN "transit_stops" AS "s" ON lower("s"."code") = lower("x"."text")
    UNION
    SELECT "x"."id", "s"."id", lower("s"."code") = lower("x"."text"), "x"."latitude", "x"."longitude", "s"."latitude", "s"."longitude"
    FROM "texts" AS "x" JOIN "transit_stops" AS "s" ON lower("s"."name") = lower("x"."text")
  ), "nearest" AS (
    SELECT DISTINCT ON ("c"."id") "c"."id", "c"."stop_id", "c"."by_code",
      -- transit.repository.ts's distance: metres on a local flat projection.
      sqrt(power(("c"."stop_latitude" - "c"."latitude") * 111320, 2) + power(("c"."stop_longitude" - "c"."longitude") * 111320 * cos(radians("c"."latitude")), 2)) AS "distance"
    FROM "candidates" AS "c"
    ORDER BY "c"."id", 4 NULLS LAST, "c"."stop_id"
  ), "linked" AS (
    UPDATE "reviews" AS "r" SET "stop_id" = "nearest"."stop_id" FROM "nearest"
    WHERE "r"."id" = "nearest"."id" AND "r"."stop_id" IS NULL AND ("nearest"."by_code" OR "nearest"."distance" <= 1000)
    RETURNING 1
  )
  SELECT count(*)::int INTO "stops_linked" FROM "linked";
END
$$;--> statement-breakpoint
SELECT "reviews_link_network"();
