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
	"paid_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "checkout_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "checkout_links_strategy_check" CHECK ("checkout_links"."strategy" in ('statement', 'email')),
	CONSTRAINT "checkout_links_hash_check" CHECK ("checkout_links"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "checkout_links_email_check" CHECK (("checkout_links"."strategy" = 'email') = ("checkout_links"."recipient_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_links" ADD CONSTRAINT "checkout_links_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_links_sub_ledger_idx" ON "checkout_links" USING btree ("sub_ledger_id","created_at");