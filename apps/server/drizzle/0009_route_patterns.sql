CREATE TABLE "route_patterns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"route_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"direction" smallint,
	"headsign" text,
	"trip_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_patterns" ADD CONSTRAINT "route_patterns_route_id_transit_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transit_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_patterns_route_number_key" ON "route_patterns" USING btree ("route_id","number");--> statement-breakpoint
-- The stops kept so far were each route's longest trip: that becomes the route's one pattern until
-- its agency is imported again (the bundled routes are re-seeded at the next start anyway).
INSERT INTO "route_patterns" ("id", "route_id", "number", "trip_count")
SELECT gen_random_uuid(), "route_id", 1, 1 FROM "route_stops" GROUP BY "route_id";--> statement-breakpoint
ALTER TABLE "route_stops" ADD COLUMN "pattern_id" uuid;--> statement-breakpoint
UPDATE "route_stops" SET "pattern_id" = "route_patterns"."id" FROM "route_patterns" WHERE "route_patterns"."route_id" = "route_stops"."route_id";--> statement-breakpoint
ALTER TABLE "route_stops" ALTER COLUMN "pattern_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "route_stops" DROP CONSTRAINT "route_stops_route_id_sequence_pk";--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_pattern_id_sequence_pk" PRIMARY KEY("pattern_id","sequence");--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_pattern_id_route_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."route_patterns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_stops_route_idx" ON "route_stops" USING btree ("route_id");--> statement-breakpoint
ALTER TABLE "route_stops" DROP COLUMN "stop_time_code";
