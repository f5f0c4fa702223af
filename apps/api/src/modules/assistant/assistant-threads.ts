import {
  type Answer,
  type AssistantMessage,
  assistantLimits,
  assistantTexts,
  type Exchange,
  type Thread,
  type ThreadSummary,
} from '@hoa/contracts/assistant';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/database';
import { assistantMessages, assistantThreads } from '../../db/schema/assistant';
import { AppError } from '../../errors/app-error';
import { answerText } from './compose-answer';

type ThreadRow = typeof assistantThreads.$inferSelect;
type MessageRow = typeof assistantMessages.$inferSelect;

/** A new thread's title: its first question, shortened at a word. */
export function titleFrom(question: string): string {
  const clean = question.replace(/\s+/g, ' ').trim();
  if (clean.length <= assistantLimits.threadTitle) return clean;
  const cut = clean.slice(0, assistantLimits.threadTitle - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 40 ? cut.slice(0, space) : cut}…`;
}

async function questionCounts(db: Db, threadIds: number[]): Promise<Map<number, number>> {
  if (threadIds.length === 0) return new Map();
  const rows = await db
    .select({ threadId: assistantMessages.threadId, questions: count() })
    .from(assistantMessages)
    .where(and(inArray(assistantMessages.threadId, threadIds), eq(assistantMessages.role, 'user')))
    .groupBy(assistantMessages.threadId);
  return new Map(rows.map((row) => [row.threadId, Number(row.questions)]));
}

const toSummary = (row: ThreadRow, questions: number): ThreadSummary => ({
  id: row.id,
  associationId: row.associationId,
  title: row.title,
  questionCount: questions,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessage = (row: MessageRow): AssistantMessage => ({
  id: row.id,
  role: row.role,
  text: row.text,
  answer: row.answer ?? null,
  feedback: row.feedback ?? null,
  handoffConversationId: row.handoffConversationId ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The user's threads in one association, most recently used first. */
export async function listThreads(db: Db, userId: number, associationId: number): Promise<ThreadSummary[]> {
  const rows = await db
    .select()
    .from(assistantThreads)
    .where(and(eq(assistantThreads.userId, userId), eq(assistantThreads.associationId, associationId)))
    .orderBy(desc(assistantThreads.updatedAt), desc(assistantThreads.id))
    .limit(assistantLimits.threads);
  const counts = await questionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, counts.get(row.id) ?? 0));
}

export async function findThread(db: Db, threadId: number): Promise<ThreadRow> {
  const [row] = await db.select().from(assistantThreads).where(eq(assistantThreads.id, threadId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  return row;
}

export async function readThread(db: Db, threadId: number): Promise<Thread> {
  const thread = await findThread(db, threadId);
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.threadId, threadId))
    .orderBy(asc(assistantMessages.id));
  const questions = messages.filter((message) => message.role === 'user').length;
  return { thread: toSummary(thread, questions), messages: messages.map(toMessage) };
}

/**
 * A new thread for the user; past the per-association limit, their least recently used threads go
 * (a user keeps the latest `assistantLimits.threads`).
 */
export async function createThread(
  db: Db,
  principal: Principal,
  input: { associationId: number; title: string; now: Date },
): Promise<ThreadRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assistantThreads)
      .values({
        userId: principal.userId,
        associationId: input.associationId,
        title: input.title,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!row) throw new Error('The thread was not created');
    const kept = tx
      .select({ id: assistantThreads.id })
      .from(assistantThreads)
      .where(
        and(
          eq(assistantThreads.userId, principal.userId),
          eq(assistantThreads.associationId, input.associationId),
        ),
      )
      .orderBy(desc(assistantThreads.updatedAt), desc(assistantThreads.id))
      .limit(assistantLimits.threads);
    await tx
      .delete(assistantThreads)
      .where(
        and(
          eq(assistantThreads.userId, principal.userId),
          eq(assistantThreads.associationId, input.associationId),
          notInArray(assistantThreads.id, kept),
        ),
      );
    return row;
  });
}

export async function renameThread(db: Db, threadId: number, title: string): Promise<ThreadSummary> {
  const [row] = await db
    .update(assistantThreads)
    .set({ title })
    .where(eq(assistantThreads.id, threadId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
  const counts = await questionCounts(db, [row.id]);
  return toSummary(row, counts.get(row.id) ?? 0);
}

export async function deleteThread(db: Db, threadId: number): Promise<void> {
  await db.delete(assistantThreads).where(eq(assistantThreads.id, threadId));
}

/**
 * Records a question and its answer in the thread (the answer computed before, outside the transaction),
 * refusing a thread that is full; the thread moves to the top of the list.
 */
export async function recordExchange(
  db: Db,
  input: { threadId: number; question: string; answer: Answer; now: Date },
): Promise<Exchange> {
  return db.transaction(async (tx) => {
    // one question at a time per thread: the count and the insert see the same thread
    const [thread] = await tx
      .select()
      .from(assistantThreads)
      .where(eq(assistantThreads.id, input.threadId))
      .for('update');
    if (!thread) throw new AppError('NOT_FOUND', 'Not Found', { detail: 'No such record.' });
    const asked = (await questionCounts(tx, [thread.id])).get(thread.id) ?? 0;
    if (asked >= assistantLimits.questionsPerThread) {
      // the thread's state, not the question, is the problem: a conflict, whose message the page shows
      throw new AppError('CONFLICT', assistantTexts.threadFull, {
        detail: assistantTexts.threadFull,
      });
    }
    const [question] = await tx
      .insert(assistantMessages)
      .values({ threadId: thread.id, role: 'user', text: input.question, createdAt: input.now })
      .returning();
    if (!question) throw new Error('The question was not recorded');
    const [answer] = await tx
      .insert(assistantMessages)
      .values({
        threadId: thread.id,
        role: 'assistant',
        text: answerText(input.answer).slice(0, 20_000),
        answer: input.answer,
        kind: input.answer.kind,
        questionId: question.id,
        createdAt: input.now,
      })
      .returning();
    if (!answer) throw new Error('The answer was not recorded');
    const title =
      asked === 0 && thread.title === assistantTexts.newThreadTitle
        ? titleFrom(input.question)
        : thread.title;
    const [updated] = await tx
      .update(assistantThreads)
      .set({
        updatedAt: sql`greatest(${assistantThreads.updatedAt}, ${input.now.toISOString()}::timestamptz)`,
        title,
      })
      .where(eq(assistantThreads.id, thread.id))
      .returning();
    return {
      thread: toSummary(updated ?? thread, asked + 1),
      question: toMessage(question),
      answer: toMessage(answer),
    };
  });
}
