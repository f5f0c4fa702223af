CREATE TABLE "board_todos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_todos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"title" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"assignee_user_id" integer,
	"due_date" date,
	"done_at" timestamp with time zone,
	"done_by_user_id" integer,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "board_todos_done_check" CHECK (("board_todos"."done_at" is null) = ("board_todos"."done_by_user_id" is null)),
	CONSTRAINT "board_todos_title_check" CHECK (length("board_todos"."title") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "board_todos" ADD CONSTRAINT "board_todos_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_todos" ADD CONSTRAINT "board_todos_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_todos" ADD CONSTRAINT "board_todos_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_todos" ADD CONSTRAINT "board_todos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_todos_association_id_created_at_index" ON "board_todos" USING btree ("association_id","created_at");--> statement-breakpoint
CREATE INDEX "board_todos_open_by_assignee" ON "board_todos" USING btree ("association_id","assignee_user_id","due_date") WHERE "board_todos"."done_at" is null;--> statement-breakpoint
CREATE INDEX "collection_stage_changes_awaiting_board" ON "collection_stage_changes" USING btree ("association_id","sub_ledger_id") WHERE "collection_stage_changes"."needs_board_approval" and "collection_stage_changes"."board_decision" is null;