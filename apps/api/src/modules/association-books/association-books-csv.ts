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
import { sendCsv } from '../../plugins/binary-body';
import { centsToDecimal } from '../statements/transaction-history-csv';

const collectionRecord = (item: CollectionAccount): string[] => [
  item.ownerName,
  item.address,
  item.accountNumber,
  item.ledgerName,
  centsToDecimal(item.balance),
  centsToDecimal(item.buckets.current),
  centsToDecimal(item.buckets.days1to30),
  centsToDecimal(item.buckets.days31to60),
  centsToDecimal(item.buckets.days61to90),
  centsToDecimal(item.buckets.over90),
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
  centsToDecimal(item.balance),
];

/**
 * Sends batches of rows as a CSV download: a header with a UTF-8 byte-order mark (Excel then reads
 * UTF-8), CRLF line ends, and text starting with = + - @ tab or CR escaped against formula injection.
 */
function sendBatchesCsv<T>(
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
  return sendCsv(reply, fileName, Readable.from(csv()));
}

export const sendCollectionsCsv = (
  reply: FastifyReply,
  asOf: string,
  batches: AsyncGenerator<CollectionAccount[]>,
) => sendBatchesCsv(reply, `collections-${asOf}.csv`, collectionCsvColumns, batches, collectionRecord);

export const sendHomeownersCsv = (
  reply: FastifyReply,
  today: string,
  batches: AsyncGenerator<HomeownerRow[]>,
) => sendBatchesCsv(reply, `homeowners-${today}.csv`, homeownerCsvColumns, batches, homeownerRecord);
