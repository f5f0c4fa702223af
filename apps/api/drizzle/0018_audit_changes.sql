ALTER TABLE "audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "request_messages" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;