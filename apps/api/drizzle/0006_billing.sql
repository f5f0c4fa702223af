CREATE TABLE "assessment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"due_day" integer DEFAULT 1 NOT NULL,
	"late_fee" bigint DEFAULT 0 NOT NULL,
	"late_after_days" integer DEFAULT 15 NOT NULL,
	CONSTRAINT "assessment_plans_amount_positive" CHECK ("assessment_plans"."amount" > 0),
	CONSTRAINT "assessment_plans_due_day" CHECK ("assessment_plans"."due_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "gl_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gl_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "gl_accounts_association_code_unique" UNIQUE("association_id","code"),
	CONSTRAINT "gl_accounts_code_check" CHECK ("gl_accounts"."code" in ('receivable', 'cash_clearing', 'operating_cash', 'assessment_income', 'late_fee_income', 'processing_fee_income', 'large_amount_fee_income', 'returned_payment_fee_income'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"kind" text NOT NULL,
	"memo" text NOT NULL,
	"effective_date" date NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"source_key" text NOT NULL,
	"reverses_entry_id" bigint,
	"payment_id" bigint,
	CONSTRAINT "journal_entries_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('assessment', 'late_fee', 'payment', 'processing_fee', 'large_amount_fee', 'return', 'refund', 'reversal', 'credit', 'settlement'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"association_id" integer NOT NULL,
	"gl_account_id" integer NOT NULL,
	"sub_ledger_id" integer,
	"amount" bigint NOT NULL,
	"effective_date" date NOT NULL,
	CONSTRAINT "journal_lines_amount_nonzero" CHECK ("journal_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "sub_ledgers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_ledgers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"portal_enabled" boolean DEFAULT true NOT NULL,
	"payments_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_ledgers_property_name_unique" UNIQUE("property_id","name")
);
--> statement-breakpoint
CREATE TABLE "ach_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ach_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"text" text NOT NULL,
	"version" text NOT NULL,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"bank_name" text NOT NULL,
	"routing_number" text NOT NULL,
	"account_last4" text NOT NULL,
	"account_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acknowledgements" (
	"user_id" integer NOT NULL,
	"disclosure_id" text NOT NULL,
	"version" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	CONSTRAINT "acknowledgements_user_id_disclosure_id_version_pk" PRIMARY KEY("user_id","disclosure_id","version")
);
--> statement-breakpoint
CREATE TABLE "auto_draft_enrollments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_draft_enrollments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_month" date NOT NULL,
	"pull_day" smallint NOT NULL,
	"processing_fee" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'setup' NOT NULL,
	"deactivated_reason" text,
	"authorization_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "auto_draft_pull_day" CHECK ("auto_draft_enrollments"."pull_day" between 1 and 28),
	CONSTRAINT "auto_draft_status_check" CHECK ("auto_draft_enrollments"."status" in ('setup', 'active', 'cancelled', 'deactivated', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "future_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "future_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"scheduled_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'setup' NOT NULL,
	"deactivated_reason" text,
	"payment_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "future_payments_amount_positive" CHECK ("future_payments"."amount" > 0),
	CONSTRAINT "future_payments_status_check" CHECK ("future_payments"."status" in ('setup', 'active', 'cancelled', 'deactivated', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"locked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_method_setups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_method_setups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_setup_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_method_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_method_setups_processorSetupId_unique" UNIQUE("processor_setup_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_method_id" text NOT NULL,
	"kind" text NOT NULL,
	"card_brand" text,
	"card_funding" text,
	"exp_month" smallint,
	"exp_year" smallint,
	"bank_name" text,
	"bank_account_type" text,
	"last4" text NOT NULL,
	"holder_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_methods_user_processor_method_unique" UNIQUE("user_id","processor","processor_method_id"),
	CONSTRAINT "payment_methods_kind_check" CHECK ("payment_methods"."kind" in ('card', 'bank')),
	CONSTRAINT "payment_methods_last4_check" CHECK ("payment_methods"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_options" (
	"association_id" integer NOT NULL,
	"method_kind" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"fee_type" text NOT NULL,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"fee_flat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_options_association_id_method_kind_pk" PRIMARY KEY("association_id","method_kind"),
	CONSTRAINT "payment_options_fee_type_check" CHECK ("payment_options"."fee_type" in ('percent', 'flat')),
	CONSTRAINT "payment_options_fee_nonnegative" CHECK ("payment_options"."fee_basis_points" >= 0 and "payment_options"."fee_flat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"processing_fee" bigint NOT NULL,
	"large_amount_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"notes" text,
	"attempt" integer DEFAULT 0 NOT NULL,
	"processor_charge_id" text,
	"failure_message" text,
	"run_key" text,
	"actor_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	CONSTRAINT "payments_runKey_unique" UNIQUE("run_key"),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('one_time', 'future', 'recurring', 'auto_draft', 'express')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('setup', 'charging', 'pending', 'scheduled', 'processed', 'cancelled', 'failed', 'returned')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_fees_nonnegative" CHECK ("payments"."processing_fee" >= 0 and "payments"."large_amount_fee" >= 0),
	CONSTRAINT "payments_total_sum" CHECK ("payments"."total" = "payments"."amount" + "payments"."processing_fee" + "payments"."large_amount_fee")
);
--> statement-breakpoint
CREATE TABLE "processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recurring_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"association_id" integer NOT NULL,
	"payment_method_id" integer NOT NULL,
	"amount" bigint,
	"pay_full_balance" boolean DEFAULT false NOT NULL,
	"maximum_amount" bigint,
	"interval" text NOT NULL,
	"next_payment_date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'setup' NOT NULL,
	"deactivated_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "recurring_payments_interval_check" CHECK ("recurring_payments"."interval" in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_payments_status_check" CHECK ("recurring_payments"."status" in ('setup', 'active', 'cancelled', 'deactivated', 'completed')),
	CONSTRAINT "recurring_payments_amount_or_balance" CHECK (("recurring_payments"."pay_full_balance" and "recurring_payments"."amount" is null) or (not "recurring_payments"."pay_full_balance" and "recurring_payments"."amount" > 0)),
	CONSTRAINT "recurring_payments_maximum_positive" CHECK ("recurring_payments"."maximum_amount" is null or "recurring_payments"."maximum_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "large_amount_fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "primary_email" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "payments_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_plans" ADD CONSTRAINT "assessment_plans_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_gl_account_id_gl_accounts_id_fk" FOREIGN KEY ("gl_account_id") REFERENCES "public"."gl_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_ledgers" ADD CONSTRAINT "sub_ledgers_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_ledgers" ADD CONSTRAINT "sub_ledgers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_authorizations" ADD CONSTRAINT "ach_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_authorizations" ADD CONSTRAINT "ach_authorizations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_draft_enrollments" ADD CONSTRAINT "auto_draft_enrollments_authorization_id_ach_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."ach_authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "future_payments" ADD CONSTRAINT "future_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_setups" ADD CONSTRAINT "payment_method_setups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_setups" ADD CONSTRAINT "payment_method_setups_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_options" ADD CONSTRAINT "payment_options_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_plans_association_id_index" ON "assessment_plans" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "journal_entries_payment_id_index" ON "journal_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "journal_lines_sub_ledger_order" ON "journal_lines" USING btree ("sub_ledger_id","effective_date","id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_id_index" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_gl_account_id_index" ON "journal_lines" USING btree ("gl_account_id");--> statement-breakpoint
CREATE INDEX "sub_ledgers_association_id_index" ON "sub_ledgers" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "auto_draft_enrollments_status_pull_day_index" ON "auto_draft_enrollments" USING btree ("status","pull_day");--> statement-breakpoint
CREATE INDEX "auto_draft_enrollments_property_id_index" ON "auto_draft_enrollments" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "future_payments_status_scheduled_date_index" ON "future_payments" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE INDEX "future_payments_sub_ledger_id_index" ON "future_payments" USING btree ("sub_ledger_id");--> statement-breakpoint
CREATE INDEX "payments_sub_ledger_id_created_at_index" ON "payments" USING btree ("sub_ledger_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_owner_id_index" ON "payments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "payments_status_index" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recurring_payments_status_next_payment_date_index" ON "recurring_payments" USING btree ("status","next_payment_date");--> statement-breakpoint
CREATE INDEX "recurring_payments_sub_ledger_id_index" ON "recurring_payments" USING btree ("sub_ledger_id");