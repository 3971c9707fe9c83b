ALTER TABLE "reviews" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(experience, '') || ' ' || coalesce(comment, '') || ' ' || coalesce(operator_name, '') || ' ' ||
  coalesce(route_name, '') || ' ' || coalesce(stop_name, '') || ' ' || coalesce(vehicle_plate, '') || ' ' ||
  coalesce(address, '') || ' ' || coalesce(service_text, '') || ' ' || coalesce(aspect_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "reviews_critical_idx" ON "reviews" USING btree ((-"score"),"created_at","id") WHERE "reviews"."deleted_at" is null and "reviews"."status" <> 'hidden';--> statement-breakpoint
CREATE INDEX "reviews_search_text_trgm_idx" ON "reviews" USING gin ("search_text" gin_trgm_ops);