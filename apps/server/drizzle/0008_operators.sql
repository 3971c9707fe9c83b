CREATE TABLE "operator_aliases" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"operator_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "transit_routes" ADD COLUMN "operator_id" uuid;--> statement-breakpoint
ALTER TABLE "operator_aliases" ADD CONSTRAINT "operator_aliases_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_aliases_operator_idx" ON "operator_aliases" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_slug_key" ON "operators" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_routes" ADD CONSTRAINT "transit_routes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_operator_idx" ON "reviews" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "reviews_operator_unmatched_idx" ON "reviews" USING btree ("operator_name") WHERE "reviews"."operator_id" is null and "reviews"."operator_name" is not null;