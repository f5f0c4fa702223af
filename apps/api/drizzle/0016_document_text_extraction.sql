ALTER TABLE "documents" ADD COLUMN "text_extraction" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_text_extraction_check" CHECK ("documents"."text_extraction" in ('extracted', 'none', 'skipped', 'failed'));--> statement-breakpoint
-- hand-written
-- files stored before this migration: text means it was extracted; without it, whether the type has
-- none or the file was unreadable is not known, so they stay 'none'
UPDATE "documents" SET "text_extraction" = 'extracted' WHERE "text_content" IS NOT NULL;
