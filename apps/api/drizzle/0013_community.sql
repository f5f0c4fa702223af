CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "amenities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"opens_at" text DEFAULT '08:00' NOT NULL,
	"closes_at" text DEFAULT '22:00' NOT NULL,
	CONSTRAINT "amenities_association_name_unique" UNIQUE("association_id","name")
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"user_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_user_id_association_id_pk" PRIMARY KEY("user_id","association_id"),
	CONSTRAINT "calendar_feed_tokens_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "community_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"rrule" text,
	CONSTRAINT "community_events_ends_after_start" CHECK ("community_events"."ends_at" > "community_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "custom_page_contents" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homeowner_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homeowner_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"submitted_by_user_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"subject" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"arc_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homeowner_requests_kind_check" CHECK ("homeowner_requests"."kind" in ('general', 'reservation', 'arc')),
	CONSTRAINT "homeowner_requests_status_check" CHECK ("homeowner_requests"."status" in ('submitted', 'in_review', 'approved', 'declined', 'closed')),
	CONSTRAINT "homeowner_requests_arc_type" CHECK (("homeowner_requests"."kind" = 'arc') = ("homeowner_requests"."arc_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_size_check" CHECK ("request_attachments"."size_bytes" between 1 and 10485760),
	CONSTRAINT "request_attachments_type_check" CHECK ("request_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "request_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author_user_id" integer,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_author_check" CHECK ("request_messages"."author" in ('homeowner', 'management')),
	CONSTRAINT "request_messages_body_not_blank" CHECK (length(btrim("request_messages"."body")) between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "request_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by_user_id" integer,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_status_changes_status_check" CHECK ("request_status_changes"."status" in ('submitted', 'in_review', 'approved', 'declined', 'closed')),
	CONSTRAINT "request_status_changes_by_check" CHECK ("request_status_changes"."changed_by" in ('homeowner', 'management'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'tentative' NOT NULL,
	CONSTRAINT "reservations_request_unique" UNIQUE("request_id"),
	CONSTRAINT "reservations_ends_after_start" CHECK ("reservations"."ends_at" > "reservations"."starts_at"),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('tentative', 'confirmed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_page_contents" ADD CONSTRAINT "custom_page_contents_page_id_association_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."association_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_requests" ADD CONSTRAINT "homeowner_requests_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_requests" ADD CONSTRAINT "homeowner_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_requests" ADD CONSTRAINT "homeowner_requests_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homeowner_requests" ADD CONSTRAINT "homeowner_requests_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_status_changes" ADD CONSTRAINT "request_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amenities_association_id_index" ON "amenities" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "community_events_association_id_index" ON "community_events" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "faq_entries_association_id_index" ON "faq_entries" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "homeowner_requests_owner_id_created_at_index" ON "homeowner_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "homeowner_requests_association_id_index" ON "homeowner_requests" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "request_attachments_request_id_index" ON "request_attachments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "request_messages_request_id_sent_at_index" ON "request_messages" USING btree ("request_id","sent_at");--> statement-breakpoint
CREATE INDEX "request_status_changes_request_id_index" ON "request_status_changes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "reservations_association_id_starts_at_index" ON "reservations" USING btree ("association_id","starts_at");--> statement-breakpoint
-- hand-written
-- two tentative or confirmed reservations of one amenity never overlap, whatever the concurrency
-- (int4range equality stands in for btree_gist, which PGlite does not load by default)
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap" EXCLUDE USING gist (
  int4range("amenity_id", "amenity_id", '[]') WITH &&,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('tentative', 'confirmed'));
