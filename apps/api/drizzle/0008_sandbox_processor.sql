CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"method_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"settles_at" timestamp with time zone,
	"returns_at" timestamp with time zone,
	"return_code" text,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"next_event_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_charges_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "sandbox_events_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text,
	"brand" text,
	"funding" text,
	"last4" text NOT NULL,
	"exp_month" integer,
	"exp_year" integer,
	"holder_name" text,
	"bank_name" text,
	"account_type" text,
	"routing_number" text,
	"setup_decline" text,
	"charge_decline" text,
	"return_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"detached_at" timestamp with time zone,
	CONSTRAINT "sandbox_methods_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_setups" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text NOT NULL,
	"method_kinds" jsonb NOT NULL,
	"status" text NOT NULL,
	"method_id" text,
	"last_error" text,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_setups_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "sandbox_charges_reference_index" ON "sandbox_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_charges_next_event_at_index" ON "sandbox_charges" USING btree ("next_event_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_delivered_at_created_at_index" ON "sandbox_events" USING btree ("delivered_at","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_object_id_index" ON "sandbox_events" USING btree ("object_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_id_index" ON "sandbox_refunds" USING btree ("charge_id");