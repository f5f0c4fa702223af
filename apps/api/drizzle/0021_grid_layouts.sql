CREATE TABLE "grid_layouts" (
	"user_id" integer NOT NULL,
	"grid_id" text NOT NULL,
	"layout" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grid_layouts_user_id_grid_id_pk" PRIMARY KEY("user_id","grid_id"),
	CONSTRAINT "grid_layouts_grid_id_check" CHECK ("grid_layouts"."grid_id" ~ '^[a-z][a-z0-9-]{0,63}$'),
	CONSTRAINT "grid_layouts_size_check" CHECK (octet_length("grid_layouts"."layout"::text) <= 16384)
);
--> statement-breakpoint
ALTER TABLE "grid_layouts" ADD CONSTRAINT "grid_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;