CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "reviews" DROP COLUMN "search_text";--> statement-breakpoint
-- The words of the reviews written so far, before the trigram index is built over them.
INSERT INTO "search_words" ("word")
SELECT DISTINCT "word" FROM "reviews", unnest(tsvector_to_array("reviews"."search")) AS "word"
ON CONFLICT ("word") DO NOTHING;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A new review's words join the vocabulary as it is written, whatever writes it (the app, the demo
-- seed's bulk inserts): once per statement, through the rows it inserted. Reviews' texts are never
-- edited, so inserts are all there is to follow.
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT "word" FROM "inserted", unnest(tsvector_to_array("inserted"."search")) AS "word"
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_search_words" AFTER INSERT ON "reviews"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();
