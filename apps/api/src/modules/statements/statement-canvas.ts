import { statementDurationLabel, statementTypeLabel } from '@hoa/contracts/statements';
import { PdfCanvas } from './pdf-canvas';
import type { StatementDocument } from './statement-document';
import { formatGeneratedAt, periodText } from './statement-format';
import { toWinAnsi } from './win-ansi';

/** One statement being drawn: the document canvas plus what every part of a statement reads. */
export class StatementCanvas extends PdfCanvas {
  readonly title: string;
  readonly generated: string;
  readonly accountNumber: string;

  constructor(readonly input: StatementDocument) {
    const title = statementTypeLabel(input.type);
    const accountNumber = toWinAnsi(input.account.accountNumber);
    const association = toWinAnsi(input.association.name);
    super(association, `${title} \u00b7 Account ${accountNumber}`, {
      Title: `${title} \u2013 Account ${accountNumber}`,
      Author: association,
      Subject: `${statementDurationLabel(input.duration)}: ${periodText(input.period)}`,
      Creator: 'HOA portal',
      Producer: 'HOA portal (PDFKit)',
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    });
    this.title = title;
    this.accountNumber = accountNumber;
    this.generated = formatGeneratedAt(input.generatedAt, input.timeZone);
  }
}
