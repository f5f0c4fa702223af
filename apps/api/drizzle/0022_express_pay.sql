CREATE TABLE "express_pay_setups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "express_pay_setups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_link_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method_kind" text NOT NULL,
	"processor_setup_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payer_email" text,
	"terms_version" text,
	"ach_authorization_version" text,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_from" text,
	"payment_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "express_pay_setups_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "express_pay_setups_amount_positive" CHECK ("express_pay_setups"."amount" > 0),
	CONSTRAINT "express_pay_setups_kind_check" CHECK ("express_pay_setups"."method_kind" in ('card', 'bank')),
	CONSTRAINT "express_pay_setups_status_check" CHECK ("express_pay_setups"."status" in ('open', 'confirmed', 'cancelled')),
	CONSTRAINT "express_pay_setups_confirmed_check" CHECK (("express_pay_setups"."status" = 'confirmed') = ("express_pay_setups"."payment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "checkout_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"strategy" text NOT NULL,
	"owner_id" integer NOT NULL,
	"sub_ledger_id" integer NOT NULL,
	"recipient_email" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "checkout_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "checkout_links_strategy_check" CHECK ("checkout_links"."strategy" in ('statement', 'email')),
	CONSTRAINT "checkout_links_hash_check" CHECK ("checkout_links"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "checkout_links_email_check" CHECK (("checkout_links"."strategy" = 'email') = ("checkout_links"."recipient_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "associations" ADD COLUMN "express_pay_limit" bigint DEFAULT 1000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "checkout_link_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_link_id" integer;--> statement-breakpoint
ALTER TABLE "express_pay_setups" ADD CONSTRAINT "express_pay_setups_checkout_link_id_checkout_links_id_fk" FOREIGN KEY ("checkout_link_id") REFERENCES "public"."checkout_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "express_pay_setups" ADD CONSTRAINT "express_pay_setups_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "express_pay_setups_link_idx" ON "express_pay_setups" USING btree ("checkout_link_id");--> statement-breakpoint
CREATE INDEX "checkout_links_sub_ledger_idx" ON "checkout_links" USING btree ("sub_ledger_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_checkout_link_id_checkout_links_id_fk" FOREIGN KEY ("checkout_link_id") REFERENCES "public"."checkout_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_link_id_checkout_links_id_fk" FOREIGN KEY ("checkout_link_id") REFERENCES "public"."checkout_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_checkout_link_idx" ON "payments" USING btree ("checkout_link_id");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_link_processor_method_unique" UNIQUE("checkout_link_id","processor","processor_method_id");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_holder_check" CHECK (("payment_methods"."user_id" is null) <> ("payment_methods"."checkout_link_id" is null));