import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { type PassageScope, selectVisiblePassages } from './visible-passages';

/**
 * Questions homeowners ask most, each offered only when one of the association's own documents has a
 * section heading about it, so every starter has an answer (issue 16).
 */
const topics: { heading: RegExp; question: string }[] = [
  { heading: /\bfenc/i, question: 'How tall can my fence be?' },
  { heading: /\b(pets?|animals?)\b/i, question: 'How many pets may I keep?' },
  { heading: /\b(leas|rent)/i, question: 'Can I rent out my home?' },
  { heading: /\bpool hours|\bhours\b.*pool|\bpool\b/i, question: 'What are the pool hours?' },
  { heading: /\blate (fee|charge)|\binterest\b/i, question: 'When is a late fee charged?' },
  { heading: /\bpaint|colou?rs?\b/i, question: 'Can I paint my front door a different color?' },
  { heading: /\bsheds?\b|outbuilding/i, question: 'Can I put a shed in my backyard?' },
  { heading: /\bparking|vehicles?\b/i, question: 'Where can I park a boat or RV?' },
  { heading: /\btrash|garbage|refuse/i, question: 'When can I put my trash cans out?' },
  { heading: /\bquiet hours|noise|nuisance/i, question: 'What are the quiet hours?' },
  { heading: /\bclubhouse|reservation/i, question: 'How do I reserve the clubhouse?' },
  { heading: /\bboat slips?|marina|vessel/i, question: 'Who may keep a boat in the marina?' },
  { heading: /\bsolar/i, question: 'Can I install solar panels?' },
  { heading: /\bhurricane|storm/i, question: 'What must I do when a hurricane is coming?' },
];

const maxStarters = 6;

export async function starterQuestions(db: Db, scope: PassageScope): Promise<string[]> {
  if (scope.audiences.length === 0) return [];
  const rows = await queryRows<{ heading: string }>(
    db,
    selectVisiblePassages(scope, sql`distinct p.heading`, sql`and p.heading is not null`),
  );
  const headings = rows.map((row) => row.heading);
  return topics
    .filter((topic) => headings.some((heading) => topic.heading.test(heading)))
    .slice(0, maxStarters)
    .map((topic) => topic.question);
}
