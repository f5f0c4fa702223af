/** The demo FAQ (the same questions in every demo association, naming it). */
export function demoCommunityFaq(associationName: string) {
  return [
    {
      category: 'Payments',
      question: 'When are assessments due?',
      answer: `Assessments for ${associationName} are due on the 1st of each month. A late fee applies after the 15th.`,
    },
    {
      category: 'Payments',
      question: 'How do I set up Auto-Draft?',
      answer:
        'Open Billing, choose Auto-Draft and follow the steps. Accounts with a balance must pay it first.',
    },
    {
      category: 'Payments',
      question: 'Can I pay by credit card?',
      answer:
        'Yes. Card payments carry a processing fee, shown before you confirm. Bank (eCheck) payments have a smaller flat fee.',
    },
    {
      category: 'Amenities',
      question: 'How do I reserve the clubhouse?',
      answer:
        'Submit a reservation request under Community, New request. It is tentative until management confirms it.',
    },
    {
      category: 'Amenities',
      question: 'What are the pool hours?',
      answer: 'The pool is open from 9 am to 9 pm from opening day through Labor Day.',
    },
    {
      category: 'Architectural review',
      question: 'Do I need approval to paint my house?',
      answer:
        'Yes. Exterior colour changes need an approved ARC request before work begins. Attach a colour sample.',
    },
    {
      category: 'Architectural review',
      question: 'How long does ARC review take?',
      answer: 'The board reviews ARC requests at its monthly meeting; allow up to 30 days.',
    },
    {
      category: 'Community',
      question: 'Where is trash picked up?',
      answer:
        'Trash is collected curbside on Tuesdays, recycling on Fridays. Put bins out after 6 pm the night before.',
    },
    {
      category: 'Community',
      question: 'How do I contact management?',
      answer: 'Send a general request from the portal, or call the management office during business hours.',
    },
  ];
}

/** Texts of the demo custom pages, by legacyAction: plain text, blank lines between paragraphs, "- " for lists. */
export const demoCustomPageBodies: Record<string, string> = {
  PoolPass:
    'Every household may request up to four pool passes per season.\n\n' +
    'To get your passes:\n- Submit a general request titled "Pool passes" with the names of the pass holders.\n' +
    '- Pick them up at the clubhouse office on weekdays from 9 am to 5 pm.\n- Bring a photo ID.\n\n' +
    'Lost passes are replaced for $10 each. Guests must be accompanied by a pass holder.',
  ClubhouseRental:
    'The clubhouse can be rented for private events of up to 80 guests.\n\n' +
    'How it works:\n- Send a reservation request for the Clubhouse with the date and times.\n' +
    '- The reservation is tentative until management confirms it.\n- A refundable deposit of $200 is due a week before.\n\n' +
    'Please leave the clubhouse as you found it. Music must end by 10 pm.',
};
