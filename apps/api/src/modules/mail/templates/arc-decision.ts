import { type ArcDecisionOutcome, arcDecisionLabels } from '@hoa/contracts/arc-review';
import type { Block } from './render';
import { defineTemplate } from './template';

/** The board chair recorded a decision on the homeowner's ARC request (ADR 111). */
export const arcDecisionTemplate = defineTemplate<{
  subject: string;
  address: string;
  /** The decision (named `kind` like the other templates' fixed values). */
  kind: ArcDecisionOutcome;
  /** The conditions, the information needed or the reason for a denial; empty for a plain approval. */
  text: string;
}>({
  title: 'ARC request decision',
  audience: 'essential',
  sample: {
    subject: 'Fence request',
    address: '12 Meadow Lane',
    kind: 'approved_with_conditions',
    text: 'The fence may be at most 6 feet high and must be stained in the approved colours.',
  },
  compose: (input) => {
    const label = arcDecisionLabels[input.kind];
    const explained: Record<ArcDecisionOutcome, string> = {
      approved: 'The board approved your request. You may go ahead with the work as submitted.',
      approved_with_conditions: 'The board approved your request on these conditions:',
      more_information_needed: 'The board needs more information before it can decide:',
      denied: 'The board denied your request, for this reason:',
    };
    const blocks: Block[] = [
      { p: 'Hello,' },
      { p: `The board has decided on your ARC request "${input.subject}" for ${input.address}: ${label}.` },
      { p: explained[input.kind] },
    ];
    if (input.text) blocks.push({ quote: input.text });
    blocks.push({ p: 'You can see the decision in the status history of the request when you sign in.' });
    return { subject: `Your ARC request: ${label}`, blocks };
  },
});
