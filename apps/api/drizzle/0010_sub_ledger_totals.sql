-- Each sub-ledger's balance, kept by the database as lines are posted (the first page of a ledger
-- and every balance read no longer sum the whole history). Lines are append-only (0007), so adding
-- each inserted line is all it takes; the table refuses every write that does not come from here.
CREATE TABLE "sub_ledger_totals" (
	"sub_ledger_id" integer PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sub_ledger_totals" ADD CONSTRAINT "sub_ledger_totals_sub_ledger_id_sub_ledgers_id_fk" FOREIGN KEY ("sub_ledger_id") REFERENCES "public"."sub_ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION sub_ledger_totals_add_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- one row per sub-ledger, in id order (concurrent postings lock the rows in the same order)
  INSERT INTO sub_ledger_totals (sub_ledger_id, balance)
    SELECT sub_ledger_id, sum(amount) FROM new_lines
    WHERE sub_ledger_id IS NOT NULL
    GROUP BY sub_ledger_id
    ORDER BY sub_ledger_id
  ON CONFLICT (sub_ledger_id) DO UPDATE SET balance = sub_ledger_totals.balance + excluded.balance;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_add_to_totals AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION sub_ledger_totals_add_lines();
--> statement-breakpoint
CREATE FUNCTION sub_ledger_totals_only_from_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- depth 1 is a statement run directly against this table; the lines' trigger runs at depth 2
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'sub_ledger_totals is kept by the books: % is not allowed', TG_OP
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sub_ledger_totals_guard BEFORE INSERT OR UPDATE OR DELETE ON sub_ledger_totals
  FOR EACH ROW EXECUTE FUNCTION sub_ledger_totals_only_from_lines();
--> statement-breakpoint
CREATE TRIGGER sub_ledger_totals_no_truncate BEFORE TRUNCATE ON sub_ledger_totals
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
-- the books posted before this migration
ALTER TABLE sub_ledger_totals DISABLE TRIGGER sub_ledger_totals_guard;
--> statement-breakpoint
INSERT INTO sub_ledger_totals (sub_ledger_id, balance)
  SELECT sub_ledger_id, sum(amount) FROM journal_lines WHERE sub_ledger_id IS NOT NULL GROUP BY sub_ledger_id;
--> statement-breakpoint
ALTER TABLE sub_ledger_totals ENABLE TRIGGER sub_ledger_totals_guard;
