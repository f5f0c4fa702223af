CREATE TABLE "work_order_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"author_user_id" integer,
	"author_role" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_order_messages_role_check" CHECK ("work_order_messages"."author_role" in ('board', 'staff')),
	CONSTRAINT "work_order_messages_body_check" CHECK (length(btrim("work_order_messages"."body")) between 1 and 4000)
);
--> statement-breakpoint
CREATE TABLE "work_order_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_order_photos_size_check" CHECK ("work_order_photos"."size_bytes" between 1 and 10485760),
	CONSTRAINT "work_order_photos_type_check" CHECK ("work_order_photos"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "work_order_settings" (
	"association_id" integer PRIMARY KEY NOT NULL,
	"estimate_approval_threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_settings_threshold_check" CHECK ("work_order_settings"."estimate_approval_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"estimated_cost" bigint,
	"changed_by_user_id" integer,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_order_status_changes_to_check" CHECK ("work_order_status_changes"."to_status" in ('open', 'estimate_pending', 'approved', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"common_area" text,
	"property_id" integer,
	"vendor_id" integer,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"estimated_cost" bigint,
	"actual_cost" bigint,
	"request_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "work_orders_status_check" CHECK ("work_orders"."status" in ('open', 'estimate_pending', 'approved', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "work_orders_one_location" CHECK (("work_orders"."common_area" is null) <> ("work_orders"."property_id" is null)),
	CONSTRAINT "work_orders_title_check" CHECK (length(btrim("work_orders"."title")) between 1 and 160),
	CONSTRAINT "work_orders_costs_check" CHECK (coalesce("work_orders"."estimated_cost", 0) >= 0 and coalesce("work_orders"."actual_cost", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_messages" ADD CONSTRAINT "work_order_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_photos" ADD CONSTRAINT "work_order_photos_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_photos" ADD CONSTRAINT "work_order_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_settings" ADD CONSTRAINT "work_order_settings_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_status_changes" ADD CONSTRAINT "work_order_status_changes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_status_changes" ADD CONSTRAINT "work_order_status_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_request_id_homeowner_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."homeowner_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_messages_work_order_id_sent_at_index" ON "work_order_messages" USING btree ("work_order_id","sent_at");--> statement-breakpoint
CREATE INDEX "work_order_photos_work_order_id_index" ON "work_order_photos" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_order_status_changes_work_order_id_changed_at_index" ON "work_order_status_changes" USING btree ("work_order_id","changed_at");--> statement-breakpoint
CREATE INDEX "work_orders_association_status_idx" ON "work_orders" USING btree ("association_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_request_unique" ON "work_orders" USING btree ("request_id");--> statement-breakpoint
-- hand-written (helper workorders, ADR 130): a work order's status only moves forward, as
-- workOrderTransitions in @hoa/contracts/work-orders says (a refused estimate goes back to open)
CREATE FUNCTION work_orders_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = OLD.status THEN
    IF OLD.status IN ('completed', 'cancelled') AND (NEW.estimated_cost IS DISTINCT FROM OLD.estimated_cost
       OR NEW.title <> OLD.title OR NEW.priority <> OLD.priority) THEN
      RAISE EXCEPTION 'work order % is %: it no longer changes', OLD.id, OLD.status USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF (OLD.status = 'open' AND NEW.status IN ('estimate_pending', 'approved', 'in_progress', 'cancelled'))
     OR (OLD.status = 'estimate_pending' AND NEW.status IN ('approved', 'open', 'cancelled'))
     OR (OLD.status = 'approved' AND NEW.status IN ('in_progress', 'cancelled'))
     OR (OLD.status = 'in_progress' AND NEW.status IN ('completed', 'cancelled')) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'work order % cannot go from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER work_orders_status_forward BEFORE UPDATE ON work_orders
  FOR EACH ROW EXECUTE FUNCTION work_orders_forward_only();
--> statement-breakpoint
CREATE FUNCTION work_order_status_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'work_order_status_changes is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER work_order_status_changes_no_change BEFORE UPDATE OR DELETE ON work_order_status_changes
  FOR EACH ROW EXECUTE FUNCTION work_order_status_changes_append_only();
