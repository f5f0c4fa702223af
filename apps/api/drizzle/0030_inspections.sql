CREATE TABLE "inspection_finding_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_finding_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"finding_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_finding_photos_type_check" CHECK ("inspection_finding_photos"."content_type" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "inspection_findings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspection_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"rule_reference" text DEFAULT '' NOT NULL,
	"violation_id" integer,
	"converted_by_user_id" integer,
	"converted_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspection_findings_category_check" CHECK (length(btrim("inspection_findings"."category")) between 1 and 80),
	CONSTRAINT "inspection_findings_description_check" CHECK (length(btrim("inspection_findings"."description")) between 1 and 4000),
	CONSTRAINT "inspection_findings_rule_check" CHECK (length("inspection_findings"."rule_reference") <= 300),
	CONSTRAINT "inspection_findings_converted" CHECK (("inspection_findings"."violation_id" is null) = ("inspection_findings"."converted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "inspection_properties" (
	"inspection_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "inspection_properties_inspection_id_property_id_pk" PRIMARY KEY("inspection_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"association_id" integer NOT NULL,
	"inspected_on" date NOT NULL,
	"inspector_name" text NOT NULL,
	"common_area" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('scheduled', 'completed')),
	CONSTRAINT "inspections_inspector_check" CHECK (length(btrim("inspections"."inspector_name")) between 1 and 120),
	CONSTRAINT "inspections_common_area_check" CHECK ("inspections"."common_area" is null or length(btrim("inspections"."common_area")) between 1 and 200),
	CONSTRAINT "inspections_notes_check" CHECK (length("inspections"."notes") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "inspection_finding_photos" ADD CONSTRAINT "inspection_finding_photos_finding_id_inspection_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."inspection_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_finding_photos" ADD CONSTRAINT "inspection_finding_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_violation_id_violations_id_fk" FOREIGN KEY ("violation_id") REFERENCES "public"."violations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_converted_by_user_id_users_id_fk" FOREIGN KEY ("converted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_findings" ADD CONSTRAINT "inspection_findings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_properties" ADD CONSTRAINT "inspection_properties_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_properties" ADD CONSTRAINT "inspection_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_finding_photos_finding_id_index" ON "inspection_finding_photos" USING btree ("finding_id");--> statement-breakpoint
CREATE INDEX "inspection_findings_inspection_id_index" ON "inspection_findings" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "inspection_findings_property_id_index" ON "inspection_findings" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_findings_violation_unique" ON "inspection_findings" USING btree ("violation_id");--> statement-breakpoint
CREATE INDEX "inspection_properties_property_id_index" ON "inspection_properties" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "inspections_association_date_idx" ON "inspections" USING btree ("association_id","inspected_on");--> statement-breakpoint
-- hand-written (ADR 132): the violation a finding became is set once; a converted finding stays
CREATE FUNCTION inspection_findings_keep_violation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.violation_id IS NOT NULL THEN
      RAISE EXCEPTION 'finding % became violation %: it cannot be deleted', OLD.id, OLD.violation_id
        USING ERRCODE = 'check_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.violation_id IS NOT NULL AND NEW.violation_id IS DISTINCT FROM OLD.violation_id THEN
    RAISE EXCEPTION 'finding % already became violation %', OLD.id, OLD.violation_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.inspection_id <> OLD.inspection_id THEN
    RAISE EXCEPTION 'a finding stays with its inspection' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspection_findings_violation_once BEFORE UPDATE OR DELETE ON inspection_findings
  FOR EACH ROW EXECUTE FUNCTION inspection_findings_keep_violation();
