import {
  type ArcRequestSummary,
  arcCsvColumns,
  arcDecisionLabels,
  arcVoteChoiceLabels,
} from '@hoa/contracts/arc-review';
import { requestStatusLabels } from '@hoa/contracts/community';
import { stringify } from 'csv-stringify/sync';

/** An instant as its calendar day (UTC), the form spreadsheets sort and filter by. */
const dayOf = (instant: string) => instant.slice(0, 10);

function recordOf(item: ArcRequestSummary): (string | number)[] {
  return [
    item.id,
    item.associationName,
    item.applicantName,
    item.address,
    item.accountNumber,
    item.arcType ?? item.subject,
    item.description,
    dayOf(item.createdAt),
    dayOf(item.reviewDeadline),
    item.daysLeft,
    requestStatusLabels[item.status],
    item.recused ? 'Recused' : item.myVote ? arcVoteChoiceLabels[item.myVote] : '',
    item.tally.approve,
    item.tally.approveWithConditions,
    item.tally.deny,
    item.tally.notVoted,
    item.tally.ruleMet ? 'Yes' : 'No',
    item.decision ? arcDecisionLabels[item.decision.outcome] : '',
    item.decision?.text ?? '',
  ];
}

/** The header line with a UTF-8 byte-order mark (Excel then reads UTF-8), CRLF line ends. */
export const arcCsvHeader = (): string =>
  stringify([], { bom: true, header: true, columns: [...arcCsvColumns], record_delimiter: 'windows' });

/**
 * A batch of requests as CSV lines. Formula injection: text starting with = + - @ tab or CR gets a
 * leading apostrophe (csv-stringify's `escape_formulas`); numbers stay numbers.
 */
export const arcCsvLines = (items: readonly ArcRequestSummary[]): string =>
  stringify(items.map(recordOf), { record_delimiter: 'windows', escape_formulas: true });
