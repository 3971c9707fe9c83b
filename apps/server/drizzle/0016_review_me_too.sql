CREATE TABLE "review_me_toos" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_me_toos_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
DROP INDEX "notifications_unread_like_key";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "me_too_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_me_toos" ADD CONSTRAINT "review_me_toos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_me_toos" ADD CONSTRAINT "review_me_toos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_me_toos_user_idx" ON "review_me_toos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_group_key" ON "notifications" USING btree ("user_id","kind",coalesce("comment_id", "review_id")) WHERE "notifications"."read_at" is null and "notifications"."kind" in ('review.liked', 'comment.liked', 'review.me_too');