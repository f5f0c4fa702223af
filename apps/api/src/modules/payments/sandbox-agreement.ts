import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

/** Where the sandbox processor's record and our books differ (all empty when they agree). */
export interface SandboxAgreement {
  /** Payments the processor captured more than one charge for. */
  chargedTwice: number[];
  /** Payments with a captured charge but no posted payment entry. */
  chargedNotPosted: number[];
  /** Payments with a posted payment entry but no captured charge. */
  postedNotCharged: number[];
  /** Payments whose recorded charge is not the one the processor captured for them. */
  otherCharge: number[];
}

/**
 * The money invariant against the sandbox processor (ADR 092): every charge it captured for one of
 * our payment references (`payment:<id>:<attempt>`, declined ones aside) is exactly one posted
 * payment, and every posted payment paid with a method the sandbox holds is exactly one captured
 * charge, the one recorded on the payment. Only the sandbox keeps its charges in our database, so only
 * it can be checked this way; the integration tests run it after every test and the crash tests after
 * a restart.
 */
export async function sandboxAgreement(db: Db): Promise<SandboxAgreement> {
  const rows = await queryRows<{ payment_id: number | string; charges: number | string; problem: string }>(
    db,
    sql`with captured as (
          select split_part(reference, ':', 2)::bigint as payment_id, id
          from sandbox_charges
          where failure_code is null and reference ~ '^payment:[0-9]+:[0-9]+$'
        ),
        per_payment as (
          select payment_id, count(*) as charges, min(id) as charge_id from captured group by payment_id
        ),
        posted as (
          select distinct e.payment_id from journal_entries e
          join payments pay on pay.id = e.payment_id
          join payment_methods m on m.id = pay.payment_method_id
          join sandbox_methods sm on sm.id = m.processor_method_id
          where e.kind = 'payment' and m.processor = 'sandbox'
        )
        select c.payment_id, c.charges, 'charged twice' as problem from per_payment c where c.charges > 1
        union all
        select c.payment_id, c.charges, 'charged, not posted' from per_payment c
          where not exists (select 1 from posted p where p.payment_id = c.payment_id)
        union all
        select p.payment_id, 0, 'posted, not charged' from posted p
          where not exists (select 1 from per_payment c where c.payment_id = p.payment_id)
        union all
        select c.payment_id, c.charges, 'other charge' from per_payment c
          join payments pay on pay.id = c.payment_id
          where c.charges = 1 and pay.processor_charge_id is distinct from c.charge_id
        order by 1`,
  );
  const of = (problem: string) =>
    rows.filter((row) => row.problem === problem).map((row) => Number(row.payment_id));
  return {
    chargedTwice: of('charged twice'),
    chargedNotPosted: of('charged, not posted'),
    postedNotCharged: of('posted, not charged'),
    otherCharge: of('other charge'),
  };
}
