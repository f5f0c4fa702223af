import type { Answer } from '@hoa/contracts/assistant';
import { eq, sql } from 'drizzle-orm';
import { visibleAudiences } from '../../auth/policies/document-policy';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { associations } from '../../db/schema/associations';
import { accountAnswer, isAccountQuestion } from './account-answer';
import { composeExtractive } from './compose-answer';
import { composeWithModel, type ModelConfig } from './model-answer';
import { type Candidate, retrievePassages, textArray } from './retrieve';
import {
  type PassageRow,
  type PassageScope,
  passageColumns,
  selectVisiblePassages,
  toPassage,
} from './visible-passages';

export interface AskContext {
  principal: Principal;
  associationId: number;
  question: string;
  now: Date;
  model: ModelConfig | null;
  log: { warn(object: object, message: string): void };
}

/** Amendment passages (that the asker may see) which change any of `sections`. */
async function amendmentsOf(db: Db, scope: PassageScope, sections: string[]): Promise<Candidate[]> {
  if (sections.length === 0 || scope.audiences.length === 0) return [];
  const rows = await queryRows<PassageRow>(
    db,
    selectVisiblePassages(
      scope,
      passageColumns,
      sql`and p.document_kind = 'amendment' and p.amends && ${textArray(sections)}
      order by d.created_at desc, p.ordinal`,
    ),
  );
  return rows.map((row) => ({ ...toPassage(row), score: 0, coverage: 1, matched: new Set<number>() }));
}

/** The amended sections a chosen declaration section may be part of ("6.10" for "6.10", and its parents). */
const sectionKeys = (section: string) => {
  const parts = section.split('.');
  return parts
    .map((_, index) => parts.slice(0, index + 1).join('.'))
    .filter((key) => key.includes('.') || parts.length === 1);
};

/**
 * Answers one question for the asker (ADR 122): their own account when they ask about it; otherwise
 * from the documents they may read, extractively, or by the configured model when its answer passes the
 * quote check.
 */
export async function answerQuestion(db: Db, context: AskContext): Promise<Answer> {
  const { principal, associationId, question } = context;
  if (isAccountQuestion(question)) {
    const account = await accountAnswer(db, principal, associationId, context.now);
    if (account) return account;
  }
  const [association] = await db
    .select({ name: associations.name })
    .from(associations)
    .where(eq(associations.id, associationId))
    .limit(1);
  const audiences = await visibleAudiences(db, principal, associationId);
  const scope = { associationId, audiences };
  const retrieval = await retrievePassages(db, { ...scope, question });
  const sections = retrieval.candidates
    .slice(0, 5)
    .filter((c) => (c.documentKind === 'declaration' || c.documentKind === 'bylaws') && c.section !== null)
    .flatMap((c) => sectionKeys(c.section as string));
  const amendments = await amendmentsOf(db, scope, [...new Set(sections)]);
  const { answer, chosen } = composeExtractive({
    associationId,
    associationName: association?.name ?? 'Your association',
    question,
    retrieval,
    amendments,
  });
  if (!context.model || answer.kind !== 'answered') return answer;
  const passages = [...chosen, ...retrieval.candidates.filter((c) => !chosen.includes(c))].slice(0, 5);
  return (
    (await composeWithModel(
      context.model,
      { question, passages, associationId, extractive: answer },
      context.log,
    )) ?? answer
  );
}
