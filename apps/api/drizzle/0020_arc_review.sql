CREATE TABLE "arc_board_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arc_board_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "arc_board_messages_body_not_blank" CHECK (length(btrim("arc_board_messages"."body")) between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "arc_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arc_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"final" boolean NOT NULL,
	"decided_by_user_id" integer,
	"decided_by_name" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "arc_decisions_outcome_check" CHECK ("arc_decisions"."outcome" in ('approved', 'approved_with_conditions', 'more_information_needed', 'denied')),
	CONSTRAINT "arc_decisions_final_matches_outcome" CHECK ("arc_decisions"."final" = ("arc_decisions"."outcome" <> 'more_information_needed'))
);
--> statement-breakpoint
CREATE TABLE "arc_review_settings" (
	"association_id" integer PRIMARY KEY NOT NULL,
	"approval_rule" text DEFAULT 'majority_of_votes_cast' NOT NULL,
	"review_days" integer DEFAULT 45 NOT NULL,
	CONSTRAINT "arc_review_settings_rule_check" CHECK ("arc_review_settings"."approval_rule" in ('majority_of_votes_cast', 'majority_of_eligible', 'unanimous')),
	CONSTRAINT "arc_review_settings_days_check" CHECK ("arc_review_settings"."review_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "arc_votes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arc_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"vote" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "arc_votes_vote_check" CHECK ("arc_votes"."vote" in ('approve', 'approve_with_conditions', 'deny', 'retract')),
	CONSTRAINT "arc_votes_comment_length" CHECK (length("arc_votes"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "request_attachments" ADD COLUMN "board_message_id" integer;--> statement-breakpoint
ALTER TABLE "arc_board_messages" ADD CONSTRAINT "arc_board_messages_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_board_messages" ADD CONSTRAINT "arc_board_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_decisions" ADD CONSTRAINT "arc_decisions_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_decisions" ADD CONSTRAINT "arc_decisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_review_settings" ADD CONSTRAINT "arc_review_settings_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_votes" ADD CONSTRAINT "arc_votes_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arc_votes" ADD CONSTRAINT "arc_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arc_board_messages_request_id_sent_at_index" ON "arc_board_messages" USING btree ("request_id","sent_at");--> statement-breakpoint
CREATE INDEX "arc_decisions_request_id_decided_at_index" ON "arc_decisions" USING btree ("request_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arc_decisions_one_final_per_request" ON "arc_decisions" USING btree ("request_id") WHERE "arc_decisions"."final";--> statement-breakpoint
CREATE UNIQUE INDEX "arc_votes_one_current_per_member" ON "arc_votes" USING btree ("request_id","user_id") WHERE "arc_votes"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "arc_votes_request_id_user_id_cast_at_index" ON "arc_votes" USING btree ("request_id","user_id","cast_at");--> statement-breakpoint
CREATE INDEX "request_attachments_board_message_id_index" ON "request_attachments" USING btree ("board_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "association_memberships_one_chair" ON "association_memberships" USING btree ("association_id") WHERE "association_memberships"."role" = 'board_chair';--> statement-breakpoint
-- hand-written (ADR 111): a board discussion's file belongs to its message (no reference in the schema
-- files: arc-review.ts imports community.ts)
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_board_message_id_fk" FOREIGN KEY ("board_message_id") REFERENCES "public"."arc_board_messages"("id") ON DELETE cascade;
--> statement-breakpoint
-- Votes are append-only: a row is never removed, and the only change is marking the current one
-- superseded, once (a change or a retraction is a new row).
CREATE FUNCTION arc_votes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.superseded_at IS NULL AND NEW.superseded_at IS NOT NULL
     AND NEW.id = OLD.id AND NEW.request_id = OLD.request_id AND NEW.user_id = OLD.user_id
     AND NEW.vote = OLD.vote AND NEW.comment = OLD.comment AND NEW.cast_at = OLD.cast_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'arc_votes is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER arc_votes_no_change BEFORE UPDATE OR DELETE ON arc_votes
  FOR EACH ROW EXECUTE FUNCTION arc_votes_append_only();
