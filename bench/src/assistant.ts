import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Answer } from '@hoa/contracts/assistant';
import { and, eq, isNull } from 'drizzle-orm';
import { associations } from '../../apps/api/src/db/schema/associations';
import { documentDirectories } from '../../apps/api/src/db/schema/documents';
import { associationMemberships } from '../../apps/api/src/db/schema/memberships';
import { users } from '../../apps/api/src/db/schema/users';
import { renderGoverningPdf } from '../../apps/api/src/seed/governing-documents/render-governing-pdf';
import { cedarRidgeDeclaration } from './assistant-eval/cedar-ridge-declaration';
import type { EvalQuestion } from './assistant-eval/eval-question';
import { harborPointeQuestions } from './assistant-eval/harbor-pointe-questions';
import { heldOutQuestions } from './assistant-eval/held-out-questions';
import { meadowbrookGoverningQuestions } from './assistant-eval/meadowbrook-governing-questions';
import { meadowbrookRulesQuestions } from './assistant-eval/meadowbrook-rules-questions';
import { onSeededDemo } from './demo-database';
import { freePort } from './free-port';
import { resultsDir } from './paths';
import type { Figure } from './report';
import { signInDemoUser, withScratchDatabase } from './scratch-databases';
import { startServer } from './server-process';
import { round } from './stats';

/**
 * The rules assistant's evaluation (issue 16): every question of the evaluation set asked over HTTP of the
 * built server on PGlite with the extractive default, each in a new thread. Recall at 3: the section that
 * answers is among the answer's first three citations; declined: a question the documents do not answer
 * gets the honest decline. The held-out set is asked about a declaration the project never tuned on
 * ("Cedar Ridge"), uploaded through the documents area like any other file.
 */

const associationsApi = '/svc/associations/api';
const demoSet = [...meadowbrookGoverningQuestions, ...meadowbrookRulesQuestions, ...harborPointeQuestions];

interface Outcome {
  question: EvalQuestion;
  answer: Answer;
  ms: number;
  hit: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function hitOf(question: EvalQuestion, answer: Answer): boolean {
  if (!question.answer) return answer.kind === 'declined';
  if (answer.kind !== 'answered') return false;
  const accepted = [question.answer, ...(question.alsoAccept ?? [])];
  return answer.citations
    .slice(0, 3)
    .some((c) => accepted.some((a) => a.fileName === c.documentTitle && a.section === c.section));
}

/** Migrations and the demo data; board@example.com also on Sunset Ridge's board, with an empty owners' folder. */
async function prepare(dataDir: string) {
  return onSeededDemo({ databaseUrl: null, dataDir }, async (db) => {
    const ids = new Map(
      (await db.select({ id: associations.id, slug: associations.slug }).from(associations)).map((row) => [
        row.slug,
        row.id,
      ]),
    );
    const sunset = ids.get('sunset-ridge') as number;
    const [board] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'board@example.com'));
    await db
      .insert(associationMemberships)
      .values({ userId: board?.id as number, associationId: sunset, role: 'board_member' })
      .onConflictDoNothing();
    const existing = await db
      .select({ id: documentDirectories.id })
      .from(documentDirectories)
      .where(and(eq(documentDirectories.associationId, sunset), isNull(documentDirectories.parentId)));
    const [folder] = existing.length
      ? existing
      : await db
          .insert(documentDirectories)
          .values({ associationId: sunset, name: 'Governing Documents', audience: 'owners' })
          .returning({ id: documentDirectories.id });
    return { ids, heldOutAssociation: sunset, heldOutFolder: folder?.id as number };
  });
}

export async function assistantBenchmarks(): Promise<Figure[]> {
  return withScratchDatabase('pglite', 'assistant-bench-', async ({ dataDir }) => {
    const { ids, heldOutAssociation, heldOutFolder } = await prepare(dataDir);
    const server = await startServer({ port: await freePort(), dataDir, env: { JOBS: '0' } });
    try {
      const owner = { authorization: `Bearer ${await signInDemoUser(server.url, 'owner2@example.com')}` };
      const board = { authorization: `Bearer ${await signInDemoUser(server.url, 'board@example.com')}` };
      const form = new FormData();
      form.append('parentId', String(heldOutFolder));
      form.append(
        'file',
        new Blob([new Uint8Array(await renderGoverningPdf(cedarRidgeDeclaration))], {
          type: 'application/pdf',
        }),
        cedarRidgeDeclaration.fileName,
      );
      const upload = await fetch(
        `${server.url}${associationsApi}/associations/${heldOutAssociation}/Documents`,
        {
          method: 'POST',
          headers: board,
          body: form,
        },
      );
      if (upload.status !== 201) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);

      const ask = async (question: EvalQuestion): Promise<Outcome> => {
        const heldOut = question.association === 'cedar-ridge';
        const associationId = heldOut ? heldOutAssociation : (ids.get(question.association) as number);
        const started = performance.now();
        const response = await fetch(
          `${server.url}${associationsApi}/Associations/${associationId}/Assistant/Threads`,
          {
            method: 'POST',
            headers: { ...(heldOut ? board : owner), 'content-type': 'application/json' },
            body: JSON.stringify({ question: question.question }),
          },
        );
        const ms = performance.now() - started;
        if (response.status !== 201)
          throw new Error(`ask answered ${response.status}: ${await response.text()}`);
        const thread = (await response.json()) as { messages: { answer: Answer | null }[] };
        const answer = thread.messages.at(-1)?.answer;
        if (!answer) throw new Error(`no answer to "${question.question}"`);
        return { question, answer, ms, hit: hitOf(question, answer) };
      };

      // warm-up: the first questions compile the statements and fill the caches
      for (const question of demoSet.slice(0, 5)) await ask(question);
      const outcomes: Outcome[] = [];
      for (const question of [...demoSet, ...heldOutQuestions]) outcomes.push(await ask(question));

      const figuresOf = (label: string, set: Outcome[], enforced: boolean): Figure[] => {
        const answerable = set.filter((o) => o.question.answer);
        const unanswerable = set.filter((o) => !o.question.answer);
        const recall = answerable.filter((o) => o.hit).length / Math.max(1, answerable.length);
        const declined = unanswerable.filter((o) => o.hit).length / Math.max(1, unanswerable.length);
        return [
          {
            name: `${label}: recall at 3 (${answerable.length} answerable questions)`,
            value: String(round(recall, 3)),
            target: '≥ 0.85',
            ok: recall >= 0.85,
            enforced,
          },
          {
            name: `${label}: unanswerable correctly declined (${unanswerable.length} questions)`,
            value: String(round(declined, 3)),
            target: '≥ 0.8',
            ok: declined >= 0.8,
            enforced,
          },
        ];
      };
      const demo = outcomes.filter((o) => o.question.association !== 'cedar-ridge');
      const heldOut = outcomes.filter((o) => o.question.association === 'cedar-ridge');
      const times = outcomes.map((o) => o.ms);
      const p99 = percentile(times, 99);
      const misses = outcomes.filter((o) => !o.hit);
      writeFileSync(
        join(resultsDir, 'assistant-misses-latest.md'),
        [
          '# Rules assistant: questions missed in the last run',
          '',
          ...misses.map((o) => {
            const expected = o.question.answer
              ? `${o.question.answer.fileName} ${o.question.answer.section}`
              : 'decline';
            const got =
              o.answer.kind === 'declined'
                ? 'declined'
                : o.answer.citations.map((c) => `${c.documentTitle} ${c.section ?? '-'}`).join('; ');
            return `- [${o.question.association}] "${o.question.question}": expected ${expected}; got ${got}`;
          }),
          '',
        ].join('\n'),
      );
      return [
        ...figuresOf('Demo documents', demo, false),
        ...figuresOf('Held-out declaration (never tuned on)', heldOut, false),
        {
          name: `Answer time p50 (PGlite, extractive, over HTTP, ${times.length} questions)`,
          value: `${round(percentile(times, 50), 1)} ms`,
        },
        { name: 'Answer time p99', value: `${round(p99, 1)} ms`, target: '< 500 ms', ok: p99 < 500 },
      ];
    } finally {
      await server.stop();
    }
  });
}
