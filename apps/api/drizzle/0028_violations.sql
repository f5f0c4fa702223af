CREATE TABLE "violation_escalations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_escalations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"violation_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"stage" text NOT NULL,
	"from_stage" text NOT NULL,
	"fine_amount" bigint,
	"hearing_on" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by_user_id" integer NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL,
	"fine_entry_id" bigint,
	CONSTRAINT "violation_escalations_stage_check" CHECK ("violation_escalations"."stage" in ('fine', 'hearing')),
	CONSTRAINT "violation_escalations_step_check" CHECK ((("violation_escalations"."from_stage" = 'observed' and "violation_escalations"."stage" = 'courtesy_notice') or ("violation_escalations"."from_stage" = 'observed' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'courtesy_notice' and "violation_escalations"."stage" = 'first_notice') or ("violation_escalations"."from_stage" = 'courtesy_notice' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'first_notice' and "violation_escalations"."stage" = 'second_notice') or ("violation_escalations"."from_stage" = 'first_notice' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'second_notice' and "violation_escalations"."stage" = 'fine') or ("violation_escalations"."from_stage" = 'second_notice' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'fine' and "violation_escalations"."stage" = 'hearing') or ("violation_escalations"."from_stage" = 'fine' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'hearing' and "violation_escalations"."stage" = 'resolved') or ("violation_escalations"."from_stage" = 'resolved' and "violation_escalations"."stage" = 'closed'))),
	CONSTRAINT "violation_escalations_status_check" CHECK ("violation_escalations"."status" in ('pending', 'approved', 'refused', 'withdrawn')),
	CONSTRAINT "violation_escalations_fine_amount" CHECK (("violation_escalations"."fine_amount" is not null) = ("violation_escalations"."stage" = 'fine') and ("violation_escalations"."fine_amount" is null or "violation_escalations"."fine_amount" > 0)),
	CONSTRAINT "violation_escalations_fine_entry" CHECK (("violation_escalations"."fine_entry_id" is not null) = ("violation_escalations"."stage" = 'fine' and "violation_escalations"."status" = 'approved')),
	CONSTRAINT "violation_escalations_decided" CHECK (("violation_escalations"."decided_at" is not null) = ("violation_escalations"."status" <> 'pending') and ("violation_escalations"."decided_by_user_id" is not null) = ("violation_escalations"."status" <> 'pending'))
);
--> statement-breakpoint
CREATE TABLE "violation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"violation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"body" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"author_role" text NOT NULL,
	"escalation_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "violation_events_kind_check" CHECK ("violation_events"."kind" in ('created', 'stage', 'comment', 'reply', 'proposal', 'decision')),
	CONSTRAINT "violation_events_role_check" CHECK ("violation_events"."author_role" in ('staff', 'board', 'homeowner')),
	CONSTRAINT "violation_events_stage_step" CHECK (("violation_events"."kind" = 'stage') = ("violation_events"."to_stage" is not null) and ("violation_events"."kind" <> 'stage' or (("violation_events"."from_stage" = 'observed' and "violation_events"."to_stage" = 'courtesy_notice') or ("violation_events"."from_stage" = 'observed' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'courtesy_notice' and "violation_events"."to_stage" = 'first_notice') or ("violation_events"."from_stage" = 'courtesy_notice' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'first_notice' and "violation_events"."to_stage" = 'second_notice') or ("violation_events"."from_stage" = 'first_notice' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'second_notice' and "violation_events"."to_stage" = 'fine') or ("violation_events"."from_stage" = 'second_notice' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'fine' and "violation_events"."to_stage" = 'hearing') or ("violation_events"."from_stage" = 'fine' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'hearing' and "violation_events"."to_stage" = 'resolved') or ("violation_events"."from_stage" = 'resolved' and "violation_events"."to_stage" = 'closed')))),
	CONSTRAINT "violation_events_body_check" CHECK (length("violation_events"."body") <= 4000)
);
--> statement-breakpoint
CREATE TABLE "violation_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violation_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"violation_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "violation_photos_type_check" CHECK ("violation_photos"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "violations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "violations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"rule_reference" text NOT NULL,
	"observed_on" date NOT NULL,
	"stage" text DEFAULT 'observed' NOT NULL,
	"stage_changed_at" timestamp with time zone NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "violations_stage_check" CHECK ("violations"."stage" in ('observed', 'courtesy_notice', 'first_notice', 'second_notice', 'fine', 'hearing', 'resolved', 'closed')),
	CONSTRAINT "violations_category_check" CHECK (length(btrim("violations"."category")) between 1 and 80),
	CONSTRAINT "violations_description_check" CHECK (length(btrim("violations"."description")) between 1 and 4000),
	CONSTRAINT "violations_rule_check" CHECK (length(btrim("violations"."rule_reference")) between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "gl_accounts" DROP CONSTRAINT "gl_accounts_code_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "violation_escalations" ADD CONSTRAINT "violation_escalations_violation_id_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_escalations" ADD CONSTRAINT "violation_escalations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_escalations" ADD CONSTRAINT "violation_escalations_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_escalations" ADD CONSTRAINT "violation_escalations_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_escalations" ADD CONSTRAINT "violation_escalations_fine_entry_id_journal_entries_id_fk" FOREIGN KEY ("fine_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_violation_id_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_events" ADD CONSTRAINT "violation_events_escalation_id_violation_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."violation_escalations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_photos" ADD CONSTRAINT "violation_photos_violation_id_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violation_photos" ADD CONSTRAINT "violation_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "violations" ADD CONSTRAINT "violations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "violation_escalations_violation_id_index" ON "violation_escalations" USING btree ("violation_id");--> statement-breakpoint
CREATE INDEX "violation_escalations_pending" ON "violation_escalations" USING btree ("association_id") WHERE "violation_escalations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "violation_escalations_one_pending" ON "violation_escalations" USING btree ("violation_id") WHERE "violation_escalations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "violation_events_violation_id_occurred_at_index" ON "violation_events" USING btree ("violation_id","occurred_at");--> statement-breakpoint
CREATE INDEX "violation_photos_violation_id_index" ON "violation_photos" USING btree ("violation_id");--> statement-breakpoint
CREATE INDEX "violations_association_id_stage_index" ON "violations" USING btree ("association_id","stage");--> statement-breakpoint
CREATE INDEX "violations_property_id_index" ON "violations" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_code_check" CHECK ("gl_accounts"."code" in ('receivable', 'cash_clearing', 'operating_cash', 'assessment_income', 'late_fee_income', 'processing_fee_income', 'large_amount_fee_income', 'returned_payment_fee_income', 'reserve_cash', 'accounts_payable', 'fund_balance', 'violation_fine_income') or "gl_accounts"."code" ~ '^expense_[a-z0-9_]{1,48}$');--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('assessment', 'late_fee', 'payment', 'processing_fee', 'large_amount_fee', 'return', 'refund', 'reversal', 'credit', 'settlement', 'invoice', 'invoice_payment', 'transfer', 'opening_balance', 'violation_fine'));--> statement-breakpoint
-- hand-written (helper violations)
-- A violation starts observed and moves one allowed step at a time (ADR 129); a fine or a hearing only
-- with the board's approved escalation from the stage it is leaving. The history is append-only.
CREATE FUNCTION violations_check_stage_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.stage <> 'observed' THEN
      RAISE EXCEPTION 'a violation starts observed, not %', NEW.stage USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.stage IS DISTINCT FROM OLD.stage THEN
    IF (OLD.stage, NEW.stage) NOT IN (('observed', 'courtesy_notice'), ('courtesy_notice', 'first_notice'), ('first_notice', 'second_notice'), ('second_notice', 'fine'), ('fine', 'hearing'), ('observed', 'resolved'), ('courtesy_notice', 'resolved'), ('first_notice', 'resolved'), ('second_notice', 'resolved'), ('fine', 'resolved'), ('hearing', 'resolved'), ('resolved', 'closed')) THEN
      RAISE EXCEPTION 'violation % cannot go from % to %: stages are never skipped', OLD.id, OLD.stage, NEW.stage
        USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.stage IN ('fine', 'hearing') AND NOT EXISTS (
      SELECT 1 FROM violation_escalations e
      WHERE e.violation_id = OLD.id AND e.stage = NEW.stage AND e.from_stage = OLD.stage AND e.status = 'approved'
    ) THEN
      RAISE EXCEPTION 'violation % cannot go to % without the board''s approval', OLD.id, NEW.stage
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF NEW.association_id <> OLD.association_id OR NEW.property_id <> OLD.property_id THEN
    RAISE EXCEPTION 'a violation stays with its property' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER violations_stage_step BEFORE INSERT OR UPDATE ON violations
  FOR EACH ROW EXECUTE FUNCTION violations_check_stage_step();
--> statement-breakpoint
CREATE FUNCTION violation_events_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'violation_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER violation_events_no_update_or_delete BEFORE UPDATE OR DELETE ON violation_events
  FOR EACH ROW EXECUTE FUNCTION violation_events_reject_change();
--> statement-breakpoint
CREATE TRIGGER violation_events_no_truncate BEFORE TRUNCATE ON violation_events
  FOR EACH STATEMENT EXECUTE FUNCTION violation_events_reject_change();
--> statement-breakpoint
-- the associations that exist get the new fixed account fines are posted to
INSERT INTO gl_accounts (association_id, code, name, kind)
  SELECT id, 'violation_fine_income', 'Violation fine income', 'income' FROM associations
  ON CONFLICT DO NOTHING;
