CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_user_id" integer,
	"actor_user_id" integer,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_messages_author_check" CHECK ("conversation_messages"."author" in ('homeowner', 'management')),
	CONSTRAINT "conversation_messages_body_check" CHECK (length("conversation_messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"management_company_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"value" text,
	"name" text,
	"is_international" boolean DEFAULT false NOT NULL,
	"street" text,
	"second_address" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text,
	"province" text,
	"postal_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_contacts_type_check" CHECK ("owner_contacts"."type" in ('email', 'phone', 'address')),
	CONSTRAINT "owner_contacts_shape_check" CHECK (case when "owner_contacts"."type" = 'address' then "owner_contacts"."street" is not null and "owner_contacts"."city" is not null and "owner_contacts"."value" is null
        else "owner_contacts"."value" is not null and "owner_contacts"."street" is null end)
);
--> statement-breakpoint
CREATE TABLE "owner_preferences" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"send_payment_confirmation_email" boolean DEFAULT true NOT NULL,
	"receive_pay_billing_text" boolean DEFAULT false NOT NULL,
	"directory_show_name" boolean DEFAULT false NOT NULL,
	"directory_show_phone" boolean DEFAULT false NOT NULL,
	"directory_show_email" boolean DEFAULT false NOT NULL,
	"directory_show_mailing_address" boolean DEFAULT false NOT NULL,
	"directory_show_title" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_management_company_id_management_companies_id_fk" FOREIGN KEY ("management_company_id") REFERENCES "public"."management_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_contacts" ADD CONSTRAINT "owner_contacts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_preferences" ADD CONSTRAINT "owner_preferences_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_id_sent_at_index" ON "conversation_messages" USING btree ("conversation_id","sent_at");--> statement-breakpoint
CREATE INDEX "conversations_owner_id_updated_at_index" ON "conversations" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "owner_contacts_owner_id_type_index" ON "owner_contacts" USING btree ("owner_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_contacts_one_primary_per_type" ON "owner_contacts" USING btree ("owner_id","type") WHERE "owner_contacts"."is_primary";--> statement-breakpoint
-- hand-written
-- exactly one primary per owner and contact type, checked at commit (a switch un-primaries one row and
-- primaries another in the same transaction)
CREATE FUNCTION owner_contacts_check_one_primary() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o integer := coalesce(NEW.owner_id, OLD.owner_id);
  t text := coalesce(NEW.type, OLD.type);
  total integer;
  primaries integer;
BEGIN
  SELECT count(*), count(*) FILTER (WHERE is_primary) INTO total, primaries
    FROM owner_contacts WHERE owner_id = o AND type = t;
  IF total > 0 AND primaries <> 1 THEN
    RAISE EXCEPTION 'owner % has % primary % contacts; exactly one is required', o, primaries, t
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER owner_contacts_one_primary AFTER INSERT OR UPDATE OR DELETE ON owner_contacts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION owner_contacts_check_one_primary();
--> statement-breakpoint
-- owners.primary_email (billing's PA037 rule reads it) is always the primary e-mail contact
CREATE FUNCTION owner_contacts_mirror_primary_email() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o integer := coalesce(NEW.owner_id, OLD.owner_id);
BEGIN
  UPDATE owners SET primary_email = (
    SELECT value FROM owner_contacts WHERE owner_id = o AND type = 'email' AND is_primary LIMIT 1
  ) WHERE id = o AND primary_email IS DISTINCT FROM (
    SELECT value FROM owner_contacts WHERE owner_id = o AND type = 'email' AND is_primary LIMIT 1
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owner_contacts_primary_email AFTER INSERT OR UPDATE OR DELETE ON owner_contacts
  FOR EACH ROW EXECUTE FUNCTION owner_contacts_mirror_primary_email();
--> statement-breakpoint
-- an owner created with a primary e-mail (registration, imports, the seed) gets it as its primary contact
CREATE FUNCTION owners_primary_email_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.primary_email IS NOT NULL THEN
    INSERT INTO owner_contacts (owner_id, type, label, is_primary, value)
      VALUES (NEW.id, 'email', 'Primary', true, NEW.primary_email);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER owners_primary_email_contact AFTER INSERT ON owners
  FOR EACH ROW EXECUTE FUNCTION owners_primary_email_contact();
--> statement-breakpoint
INSERT INTO owner_contacts (owner_id, type, label, is_primary, value)
  SELECT id, 'email', 'Primary', true, primary_email FROM owners WHERE primary_email IS NOT NULL;
