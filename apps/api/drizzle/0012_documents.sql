CREATE TABLE "document_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_blobs_sha256_check" CHECK ("document_blobs"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "document_directories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_directories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"audience" text DEFAULT 'board' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_directories_audience_check" CHECK ("document_directories"."audience" in ('owners', 'board')),
	CONSTRAINT "document_directories_not_own_parent_check" CHECK ("document_directories"."parent_id" is null or "document_directories"."parent_id" <> "document_directories"."id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"directory_id" integer NOT NULL,
	"name" text NOT NULL,
	"blob_sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"text_content" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, regexp_replace("documents"."name", '[_.-]+', ' ', 'g')), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace("documents"."name", '[_.-]+', ' ', 'g')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("documents"."text_content", '')), 'B')) STORED NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_parent_id_document_directories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_directory_id_document_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."document_directories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_blob_sha256_document_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."document_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_directories_sibling_name_unique" ON "document_directories" USING btree ("association_id",coalesce("parent_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "document_directories_parent_id_index" ON "document_directories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_folder_name_unique" ON "documents" USING btree ("directory_id",lower("name"));--> statement-breakpoint
CREATE INDEX "documents_association_id_index" ON "documents" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "documents_blob_sha256_index" ON "documents" USING btree ("blob_sha256");--> statement-breakpoint
CREATE INDEX "documents_search_gin" ON "documents" USING gin ("search");