-- The books keep themselves honest (DESIGN.md "Data"): every journal entry balances to zero with at
-- least two lines, checked at commit by deferred constraint triggers; posted entries and lines are
-- append-only; signed ACH authorizations are immutable.
CREATE FUNCTION journal_entry_assert_balanced(entry bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  line_count integer;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, line_count FROM journal_lines WHERE entry_id = entry;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s); an entry needs at least two', entry, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: its lines sum to %', entry, total
      USING ERRCODE = 'check_violation';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_lines_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_entry_assert_balanced(NEW.entry_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION journal_entries_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_entry_assert_balanced(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_lines_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entries_check_balanced();
--> statement-breakpoint
CREATE FUNCTION reject_change_to_posted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed (post a reversing entry instead)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_update_or_delete BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
CREATE TRIGGER ach_authorizations_no_update_or_delete BEFORE UPDATE OR DELETE ON ach_authorizations
  FOR EACH ROW EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
CREATE TRIGGER ach_authorizations_no_truncate BEFORE TRUNCATE ON ach_authorizations
  FOR EACH STATEMENT EXECUTE FUNCTION reject_change_to_posted();
--> statement-breakpoint
-- a line's association and date are its entry's
CREATE FUNCTION journal_line_matches_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e journal_entries%ROWTYPE;
BEGIN
  SELECT * INTO e FROM journal_entries WHERE id = NEW.entry_id;
  IF e.association_id <> NEW.association_id OR e.effective_date <> NEW.effective_date THEN
    RAISE EXCEPTION 'journal line does not match its entry % (association or date)', NEW.entry_id
      USING ERRCODE = 'check_violation';
  END IF;
  IF (SELECT association_id FROM gl_accounts WHERE id = NEW.gl_account_id) <> NEW.association_id THEN
    RAISE EXCEPTION 'journal line posts to another association''s account' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_match_entry BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_line_matches_entry();
