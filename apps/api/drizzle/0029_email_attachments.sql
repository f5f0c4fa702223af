CREATE TABLE "email_attachments" (
	"outbox_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "email_attachments_outbox_id_position_pk" PRIMARY KEY("outbox_id","position"),
	CONSTRAINT "email_attachments_file_name" CHECK (length("email_attachments"."file_name") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "email_attachments" ADD CONSTRAINT "email_attachments_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;