DROP INDEX "documents_search_gin";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "rank_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, regexp_replace("documents"."name", '[_.-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace("documents"."name", '[_.-]+', ' ', 'g')), 'A') || setweight(to_tsvector('english'::regconfig, left(coalesce("documents"."text_content", ''), 600)), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_search_gin" ON "documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- hand-written
-- the ranking vector stays inside the row (compressed if need be; the whole text and its vector go to
-- TOAST first), so ranking every match of a search reads no TOAST (ADR 071)
ALTER TABLE "documents" ALTER COLUMN "rank_vector" SET STORAGE MAIN;
