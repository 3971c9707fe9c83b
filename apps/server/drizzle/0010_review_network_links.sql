ALTER TABLE "reviews" ADD COLUMN "route_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stop_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_route_id_transit_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transit_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stop_id_transit_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."transit_stops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_route_idx" ON "reviews" USING btree ("route_id");--> statement-breakpoint
CREATE INDEX "reviews_stop_idx" ON "reviews" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "transit_routes_code_lower_idx" ON "transit_routes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "transit_stops_code_lower_idx" ON "transit_stops" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "transit_stops_name_lower_idx" ON "transit_stops" USING btree (lower("name"));