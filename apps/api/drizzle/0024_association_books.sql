ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_association_id_unique" UNIQUE("association_id","id");--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"gl_account_id" integer NOT NULL,
	"name" text NOT NULL,
	"bank_name" text NOT NULL,
	"last_four" text NOT NULL,
	"account_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_gl_account_unique" UNIQUE("gl_account_id"),
	CONSTRAINT "bank_accounts_last_four_check" CHECK ("bank_accounts"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "bank_accounts_type_check" CHECK ("bank_accounts"."account_type" in ('checking', 'savings', 'money_market')),
	CONSTRAINT "bank_accounts_name_check" CHECK (length(btrim("bank_accounts"."name")) between 1 and 80),
	CONSTRAINT "bank_accounts_bank_name_check" CHECK (length(btrim("bank_accounts"."bank_name")) between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "bank_statement_balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_statement_balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bank_account_id" integer NOT NULL,
	"statement_date" date NOT NULL,
	"balance" bigint NOT NULL,
	"entered_by_user_id" integer NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_statement_balances_date_unique" UNIQUE("bank_account_id","statement_date")
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"association_id" integer NOT NULL,
	"gl_account_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "budgets_gl_account_id_fiscal_year_pk" PRIMARY KEY("gl_account_id","fiscal_year"),
	CONSTRAINT "budgets_amount_check" CHECK ("budgets"."amount" >= 0),
	CONSTRAINT "budgets_year_check" CHECK ("budgets"."fiscal_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "collection_stage_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_stage_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"stage" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"set_by_user_id" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"needs_board_approval" boolean NOT NULL,
	"board_decision" text,
	"board_note" text,
	"board_decided_by_user_id" integer,
	"board_decided_at" timestamp with time zone,
	CONSTRAINT "collection_stage_changes_stage_check" CHECK ("collection_stage_changes"."stage" in ('reminder', 'late_fee', 'payment_plan', 'intent_to_lien', 'attorney')),
	CONSTRAINT "collection_stage_changes_decision_check" CHECK ("collection_stage_changes"."board_decision" is null or ("collection_stage_changes"."needs_board_approval" and "collection_stage_changes"."board_decision" in ('approved', 'held') and "collection_stage_changes"."board_decided_by_user_id" is not null and "collection_stage_changes"."board_decided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_approval_rules" (
	"association_id" integer PRIMARY KEY NOT NULL,
	"approvals_required" integer DEFAULT 1 NOT NULL,
	"above_amount" bigint,
	"approvals_above" integer,
	CONSTRAINT "invoice_approval_rules_required" CHECK ("invoice_approval_rules"."approvals_required" between 1 and 9),
	CONSTRAINT "invoice_approval_rules_above" CHECK (("invoice_approval_rules"."above_amount" is null) = ("invoice_approval_rules"."approvals_above" is null) and ("invoice_approval_rules"."above_amount" is null or ("invoice_approval_rules"."above_amount" > 0 and "invoice_approval_rules"."approvals_above" between "invoice_approval_rules"."approvals_required" and 9)))
);
--> statement-breakpoint
CREATE TABLE "invoice_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"decision" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_approvals_member_unique" UNIQUE("invoice_id","user_id"),
	CONSTRAINT "invoice_approvals_decision_check" CHECK ("invoice_approvals"."decision" in ('approve', 'reject')),
	CONSTRAINT "invoice_approvals_note_check" CHECK (length("invoice_approvals"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "vendor_invoice_files" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"gl_account_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_on" date,
	"payment_reference" text,
	"approval_entry_id" bigint,
	"payment_entry_id" bigint,
	CONSTRAINT "vendor_invoices_amount_positive" CHECK ("vendor_invoices"."amount" > 0),
	CONSTRAINT "vendor_invoices_status_check" CHECK ("vendor_invoices"."status" in ('pending', 'approved', 'rejected', 'paid')),
	CONSTRAINT "vendor_invoices_number_check" CHECK (length(btrim("vendor_invoices"."invoice_number")) between 1 and 60),
	CONSTRAINT "vendor_invoices_dates_check" CHECK ("vendor_invoices"."due_date" >= "vendor_invoices"."invoice_date"),
	CONSTRAINT "vendor_invoices_entries_match_status" CHECK (("vendor_invoices"."approval_entry_id" is not null) = ("vendor_invoices"."status" in ('approved', 'paid')) and ("vendor_invoices"."payment_entry_id" is not null) = ("vendor_invoices"."status" = 'paid') and ("vendor_invoices"."paid_on" is not null) = ("vendor_invoices"."status" = 'paid'))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_name_check" CHECK (length(btrim("vendors"."name")) between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "gl_accounts" DROP CONSTRAINT "gl_accounts_code_check";--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_kind_check";--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "gl_accounts" SET "kind" = CASE WHEN "code" in ('receivable', 'cash_clearing', 'operating_cash') THEN 'asset' ELSE 'income' END;--> statement-breakpoint
ALTER TABLE "gl_accounts" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_gl_account_fk" FOREIGN KEY ("association_id","gl_account_id") REFERENCES "public"."gl_accounts"("association_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_balances" ADD CONSTRAINT "bank_statement_balances_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_balances" ADD CONSTRAINT "bank_statement_balances_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_gl_account_fk" FOREIGN KEY ("association_id","gl_account_id") REFERENCES "public"."gl_accounts"("association_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stage_changes" ADD CONSTRAINT "collection_stage_changes_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stage_changes" ADD CONSTRAINT "collection_stage_changes_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stage_changes" ADD CONSTRAINT "collection_stage_changes_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_stage_changes" ADD CONSTRAINT "collection_stage_changes_board_decided_by_user_id_users_id_fk" FOREIGN KEY ("board_decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_approval_rules" ADD CONSTRAINT "invoice_approval_rules_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_approvals" ADD CONSTRAINT "invoice_approvals_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_approvals" ADD CONSTRAINT "invoice_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoice_files" ADD CONSTRAINT "vendor_invoice_files_invoice_id_vendor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."vendor_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_approval_entry_id_journal_entries_id_fk" FOREIGN KEY ("approval_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_payment_entry_id_journal_entries_id_fk" FOREIGN KEY ("payment_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invoices" ADD CONSTRAINT "vendor_invoices_gl_account_fk" FOREIGN KEY ("association_id","gl_account_id") REFERENCES "public"."gl_accounts"("association_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_stage_changes_sub_ledger_id_set_at_index" ON "collection_stage_changes" USING btree ("sub_ledger_id","set_at");--> statement-breakpoint
CREATE INDEX "collection_stage_changes_association_id_set_at_index" ON "collection_stage_changes" USING btree ("association_id","set_at");--> statement-breakpoint
CREATE INDEX "vendor_invoices_association_id_status_due_date_index" ON "vendor_invoices" USING btree ("association_id","status","due_date");--> statement-breakpoint
CREATE INDEX "vendor_invoices_vendor_id_invoice_date_index" ON "vendor_invoices" USING btree ("vendor_id","invoice_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_association_name_unique" ON "vendors" USING btree ("association_id",lower("name"));--> statement-breakpoint
CREATE INDEX "journal_entries_reverses" ON "journal_entries" USING btree ("reverses_entry_id") WHERE "journal_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_association_receivables" ON "journal_lines" USING btree ("association_id","sub_ledger_id") WHERE "journal_lines"."sub_ledger_id" is not null;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_kind_check" CHECK ("gl_accounts"."kind" in ('asset', 'liability', 'equity', 'income', 'expense'));--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_expense_kind" CHECK (("gl_accounts"."kind" = 'expense') = (left("gl_accounts"."code", 8) = 'expense_'));--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_name_check" CHECK (length(btrim("gl_accounts"."name")) between 1 and 80);--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_code_check" CHECK ("gl_accounts"."code" in ('receivable', 'cash_clearing', 'operating_cash', 'assessment_income', 'late_fee_income', 'processing_fee_income', 'large_amount_fee_income', 'returned_payment_fee_income', 'reserve_cash', 'accounts_payable', 'fund_balance') or "gl_accounts"."code" ~ '^expense_[a-z0-9_]{1,48}$');--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_kind_check" CHECK ("journal_entries"."kind" in ('assessment', 'late_fee', 'payment', 'processing_fee', 'large_amount_fee', 'return', 'refund', 'reversal', 'credit', 'settlement', 'invoice', 'invoice_payment', 'transfer', 'opening_balance'));--> statement-breakpoint
INSERT INTO "gl_accounts" ("association_id", "code", "name", "kind")
SELECT DISTINCT a."association_id", v."code", v."name", v."kind"
FROM "gl_accounts" a
CROSS JOIN (VALUES ('reserve_cash', 'Reserve cash', 'asset'), ('accounts_payable', 'Accounts payable', 'liability'), ('fund_balance', 'Fund balance', 'equity')) AS v("code", "name", "kind")
ON CONFLICT DO NOTHING;