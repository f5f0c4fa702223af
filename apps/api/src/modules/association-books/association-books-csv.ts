import { Readable } from 'node:stream';
import { collectionStageLabels } from '@hoa/contracts/association-books';
import {
  boardStageDecisionLabels,
  type CollectionAccount,
  collectionCsvColumns,
} from '@hoa/contracts/association-collections';
import { type HomeownerRow, homeownerCsvColumns } from '@hoa/contracts/association-homeowners';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A CSV download's body in the OpenAPI document: a stream of lines (Fastify sends it as it comes). */
export const csvStreamSchema = z
  .custom<Readable>((value) => value instanceof Readable)
  .meta({ type: 'string', format: 'binary' });

/** Cents as a plain decimal a spreadsheet reads as a number: 123456 → "1234.56", -5 → "-0.05". */
export function decimalOf(amount: number): string {
  const whole = Math.trunc(Math.abs(amount) / 100);
  const fraction = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${amount < 0 ? '-' : ''}${whole}.${fraction}`;
}

const collectionRecord = (item: CollectionAccount): string[] => [
  item.ownerName,
  item.address,
  item.accountNumber,
  item.ledgerName,
  decimalOf(item.balance),
  decimalOf(item.buckets.current),
  decimalOf(item.buckets.days1to30),
  decimalOf(item.buckets.days31to60),
  decimalOf(item.buckets.days61to90),
  decimalOf(item.buckets.over90),
  item.oldestUnpaidDueDate ?? '',
  item.stage ? collectionStageLabels[item.stage.stage] : '',
  item.stage?.boardDecision
    ? boardStageDecisionLabels[item.stage.boardDecision]
    : item.stage?.needsBoardApproval
      ? 'Needs board approval'
      : '',
];

const homeownerRecord = (item: HomeownerRow): string[] => [
  item.ownerName,
  item.address,
  item.accountNumber,
  item.mailingAddress ?? '',
  item.email ?? '',
  item.phone ?? '',
  decimalOf(item.balance),
];

/**
 * Sends batches of rows as a CSV download: a header with a UTF-8 byte-order mark (Excel then reads
 * UTF-8), CRLF line ends, and text starting with = + - @ tab or CR escaped against formula injection.
 */
function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly string[],
  batches: AsyncGenerator<T[]>,
  recordOf: (item: T) => string[],
) {
  async function* csv() {
    yield stringify([], { bom: true, header: true, columns: [...columns], record_delimiter: 'windows' });
    for await (const items of batches) {
      yield stringify(items.map(recordOf), { record_delimiter: 'windows', escape_formulas: true });
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(csv()));
}

export const sendCollectionsCsv = (
  reply: FastifyReply,
  asOf: string,
  batches: AsyncGenerator<CollectionAccount[]>,
) => sendCsv(reply, `collections-${asOf}.csv`, collectionCsvColumns, batches, collectionRecord);

export const sendHomeownersCsv = (
  reply: FastifyReply,
  today: string,
  batches: AsyncGenerator<HomeownerRow[]>,
) => sendCsv(reply, `homeowners-${today}.csv`, homeownerCsvColumns, batches, homeownerRecord);
