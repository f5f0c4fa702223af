CREATE TABLE "assistant_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"answer" jsonb,
	"kind" text,
	"question_id" integer,
	"feedback" text,
	"handoff_conversation_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_messages_role_check" CHECK ("assistant_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "assistant_messages_kind_check" CHECK ("assistant_messages"."kind" is null or "assistant_messages"."kind" in ('answered', 'declined', 'account')),
	CONSTRAINT "assistant_messages_feedback_check" CHECK ("assistant_messages"."feedback" is null or "assistant_messages"."feedback" in ('helpful', 'notHelpful')),
	CONSTRAINT "assistant_messages_text_check" CHECK (length("assistant_messages"."text") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "assistant_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_passages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_passages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"document_kind" text NOT NULL,
	"section" text,
	"heading" text,
	"context" text NOT NULL,
	"amends" text[] DEFAULT '{}'::text[] NOT NULL,
	"page" integer,
	"page_breaks" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("rule_passages"."heading", '')), 'A') || setweight(to_tsvector('english'::regconfig, "rule_passages"."body"), 'B') || setweight(to_tsvector('english'::regconfig, "rule_passages"."context"), 'C')) STORED NOT NULL,
	CONSTRAINT "rule_passages_kind_check" CHECK ("rule_passages"."document_kind" in ('declaration', 'amendment', 'articles', 'bylaws', 'rules', 'other'))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "passages_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_thread_id_assistant_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."assistant_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_question_id_assistant_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assistant_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_handoff_conversation_id_conversations_id_fk" FOREIGN KEY ("handoff_conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_passages" ADD CONSTRAINT "rule_passages_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_passages" ADD CONSTRAINT "rule_passages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_messages_thread_id_id_index" ON "assistant_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "assistant_messages_unanswered" ON "assistant_messages" USING btree ("created_at") WHERE "assistant_messages"."kind" = 'declined' or "assistant_messages"."feedback" = 'notHelpful';--> statement-breakpoint
CREATE INDEX "assistant_threads_user_id_association_id_updated_at_index" ON "assistant_threads" USING btree ("user_id","association_id","updated_at");--> statement-breakpoint
CREATE INDEX "rule_passages_document_id_ordinal_index" ON "rule_passages" USING btree ("document_id","ordinal");--> statement-breakpoint
CREATE INDEX "rule_passages_association_id_index" ON "rule_passages" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "rule_passages_search_gin" ON "rule_passages" USING gin ("search") WITH (fastupdate=false);