import { formatMoney } from '@hoa/contracts/format';
import { type ViolationStage, violationStageLabels } from '@hoa/contracts/violations';
import type { Block } from './render';
import { defineTemplate } from './template';

/** A violation reached a notice stage (ADR 129): the owner gets the letter (attached), also kept in the portal. */
export const violationNoticeTemplate = defineTemplate<{
  address: string;
  /** The notice stage (named `kind` like the other templates' fixed values). */
  kind: ViolationStage;
  category: string;
  ruleReference: string;
  description: string;
  /** The fine in cents, for a fine notice. */
  fineAmount: number | null;
  /** The hearing's day (YYYY-MM-DD), for a hearing notice, when set. */
  hearingOn: string | null;
}>({
  title: 'Violation notice',
  audience: 'essential',
  sample: {
    address: '12 Meadow Lane',
    kind: 'first_notice',
    category: 'Landscaping',
    ruleReference: 'CC&R Article VII, Section 3 (lawns kept mowed)',
    description: 'The front lawn is overgrown (grass above 8 inches).',
    fineAmount: null,
    hearingOn: null,
  },
  compose: (input) => {
    const stage = violationStageLabels[input.kind];
    const blocks: Block[] = [
      { p: 'Hello,' },
      { p: `The association has sent you a ${stage.toLowerCase()} about ${input.address}.` },
      {
        facts: [
          ['Category', input.category],
          ['Rule', input.ruleReference],
          ...(input.fineAmount !== null ? ([['Fine', formatMoney(input.fineAmount)]] as const) : []),
          ...(input.hearingOn !== null ? ([['Hearing', input.hearingOn]] as const) : []),
        ],
      },
      { quote: input.description },
      {
        p: 'The letter is attached as a PDF. It is also kept in the portal: sign in and open Violations to read it again or to reply to the association.',
      },
    ];
    return { subject: `${stage}: ${input.category} at ${input.address}`, blocks };
  },
});
