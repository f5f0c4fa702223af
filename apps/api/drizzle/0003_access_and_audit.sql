CREATE TABLE "association_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "association_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"title" text NOT NULL,
	"legacy_action" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_user_id" integer NOT NULL,
	"subject_user_id" integer NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" smallint NOT NULL,
	"request_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_login_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_handover_tokens" (
	"jti_hash" text PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "management_companies" ADD COLUMN "billing_text_notifications_available" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "association_pages" ADD CONSTRAINT "association_pages_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "association_pages_association_id_index" ON "association_pages" USING btree ("association_id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_user_id_occurred_at_index" ON "audit_log" USING btree ("subject_user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_occurred_at_index" ON "audit_log" USING btree ("actor_user_id","occurred_at");