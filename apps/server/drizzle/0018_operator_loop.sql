CREATE TABLE "official_responses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_status_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_operator_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_review_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "resolution_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "official_responses" ADD CONSTRAINT "official_responses_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_responses" ADD CONSTRAINT "official_responses_team_id_operator_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."operator_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_responses" ADD CONSTRAINT "official_responses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_status_events" ADD CONSTRAINT "review_status_events_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_status_events" ADD CONSTRAINT "review_status_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "official_responses_review_idx" ON "official_responses" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "official_responses_team_idx" ON "official_responses" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "review_status_events_review_idx" ON "review_status_events" USING btree ("review_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_operator_status_idx" ON "reviews" USING btree ("operator_id","status","created_at","id") WHERE "reviews"."deleted_at" is null and "reviews"."status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "reviews_operator_me_too_idx" ON "reviews" USING btree ("operator_id","me_too_count","created_at","id") WHERE "reviews"."deleted_at" is null and "reviews"."status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "reviews_operator_idx" ON "reviews" USING btree ("operator_id","created_at","id");--> statement-breakpoint
-- The lifecycle gained 'acknowledged' and 'in progress' between 'forwarded' and 'resolved' (issue #18):
-- both were forwarded (and so verified) first. No review holds either yet, so the counts stand.
CREATE OR REPLACE FUNCTION "review_weekly_deltas_of"("r" "reviews", "sign" integer) RETURNS SETOF "review_weekly_delta" LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT "s"."subject", "s"."id", r.operator_id, date_trunc('week', r.created_at AT TIME ZONE 'Asia/Kuala_Lumpur')::date,
    r.service_id, r.aspect_id,
    CASE WHEN r.status = 'resolved' AND r.status_changed_at IS NOT NULL THEN
      least(greatest(floor(extract(epoch FROM r.status_changed_at - r.created_at) / 86400), 0), 365)::smallint
    END,
    "sign", "sign" * r.score, CASE WHEN r.score < 0 THEN "sign" ELSE 0 END,
    CASE WHEN r.status IN ('verified', 'forwarded', 'acknowledged', 'in_progress', 'resolved') THEN "sign" ELSE 0 END,
    CASE WHEN r.status IN ('forwarded', 'acknowledged', 'in_progress', 'resolved') THEN "sign" ELSE 0 END,
    CASE WHEN r.status = 'resolved' THEN "sign" ELSE 0 END
  FROM (VALUES ('operator', r.operator_id), ('route', r.route_id), ('stop', r.stop_id)) AS "s"("subject", "id")
  WHERE "s"."id" IS NOT NULL AND r.deleted_at IS NULL AND r.status <> 'hidden'
$$;
--> statement-breakpoint
-- The operator scorecard's responsiveness reads these (insights operatorResponsiveness): a committed
-- change announces itself as the rollups do (0013), once per statement. A 'me too' is rarer than a
-- like, so announcing each one costs the kept answers little.
CREATE TRIGGER "official_responses_insights_changed" AFTER INSERT OR UPDATE OR DELETE ON "official_responses"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
CREATE TRIGGER "review_status_events_insights_changed" AFTER INSERT OR DELETE ON "review_status_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();--> statement-breakpoint
CREATE TRIGGER "review_me_toos_insights_changed" AFTER INSERT OR DELETE ON "review_me_toos"
  FOR EACH STATEMENT EXECUTE FUNCTION "insights_changed_announce"();
