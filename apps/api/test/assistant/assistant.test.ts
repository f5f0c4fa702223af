import type { Answer, Thread } from '@hoa/contracts/assistant';
import { assistantLimits, assistantTexts } from '@hoa/contracts/assistant';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantMessages, rulePassages } from '../../src/db/schema/assistant';
import { renderGoverningPdf } from '../../src/seed/governing-documents/render-governing-pdf';
import { as, associationsApi, usersApi } from '../calls';
import { documentId, folderId, setUp, upload } from '../documents/library';
import { forEachDatabase } from '../helper';

const threadsOf = (associationId: number) =>
  `${associationsApi}/Associations/${associationId}/Assistant/Threads`;

/** Asks in a new thread and gives the answer. */
async function ask(
  app: Parameters<typeof as>[0],
  token: string | null,
  associationId: number,
  question: string,
) {
  const response = await as(app, token).post(threadsOf(associationId), { question });
  expect(response.statusCode).toBe(201);
  const thread = response.json() as Thread;
  const answer = thread.messages.at(-1)?.answer as Answer;
  return { thread, answer };
}

forEachDatabase((kind) => {
  describe('rules assistant', { timeout: 180_000 }, () => {
    it('answers from the documents with verbatim quotes, each cited by document, section and page', async () => {
      const { test, world, meadow } = await setUp(kind);
      const { answer, thread } = await ask(
        test.app,
        world.tokens.homeownerB,
        meadow,
        'How tall can my fence be?',
      );
      expect(answer.kind).toBe('answered');
      expect(answer.citations.length).toBeGreaterThan(0);
      const passages = await test.database.db
        .select()
        .from(rulePassages)
        .where(eq(rulePassages.associationId, meadow));
      for (const block of answer.blocks) {
        if (block.type !== 'quote') continue;
        const citation = answer.citations[block.citation];
        const passage = passages.find((p) => p.id === citation?.passageId);
        // quoted word for word from the passage it cites, which is in the cited document
        expect(passage?.body).toContain(block.text);
        expect(passage?.documentId).toBe(citation?.documentId);
        expect(citation?.page).toBeGreaterThan(0);
      }
      expect(answer.citations.map((c) => c.section)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\d/)]),
      );
      expect(thread.thread.title).toBe('How tall can my fence be?');
      // each suggestion names another section; asking it answers from that section
      const suggestion = answer.suggestions[0] as string;
      const section = /section (\S+) \(/.exec(suggestion)?.[1];
      const followed = await ask(test.app, world.tokens.homeownerB, meadow, suggestion);
      // (an amendment that changed that section comes with it, first)
      expect(
        followed.answer.citations.map((c) => c.section),
        suggestion,
      ).toContain(section);
    });

    it('follows an amendment over the section it replaces, and the declaration over the rules', async () => {
      const { test, world, meadow } = await setUp(kind);
      const lease = await ask(
        test.app,
        world.tokens.homeownerB,
        meadow,
        'Can I rent out my house? whats the minimum lease',
      );
      expect(lease.answer.citations[0]?.documentTitle).toBe('First Amendment to Declaration.pdf');
      expect(lease.answer.precedence).toMatch(/amendment/i);
      const pets = await ask(test.app, world.tokens.homeownerB, meadow, 'How many dogs can I have?');
      expect(pets.answer.citations[0]).toMatchObject({
        documentTitle: 'Declaration of Covenants.pdf',
        section: '6.4',
      });
      expect(pets.answer.precedence).toMatch(/Declaration governs over the rules/);
    });

    it('declines what the documents do not answer, and sends the question to the management company', async () => {
      const { test, world, meadow } = await setUp(kind);
      const owner = world.tokens.homeownerB;
      const { answer, thread } = await ask(test.app, owner, meadow, "What's the clubhouse wifi password?");
      expect(answer).toMatchObject({ kind: 'declined', offerHandoff: true, citations: [] });
      const answerId = thread.messages.at(-1)?.id as number;
      const sent = await as(test.app, owner).post(
        `${associationsApi}/Assistant/Messages/${answerId}/Handoff`,
        {
          note: 'Asking for a guest.',
        },
      );
      expect(sent.statusCode).toBe(201);
      const conversation = await as(test.app, owner).get(
        `${usersApi}/Messages/${sent.json().conversationId}`,
      );
      expect(conversation.json().subject).toBe(assistantTexts.handoffSubject);
      expect(conversation.json().messages[0].body).toContain("What's the clubhouse wifi password?");
      expect(conversation.json().messages[0].body).toContain('Asking for a guest.');
      const again = await as(test.app, owner).post(
        `${associationsApi}/Assistant/Messages/${answerId}/Handoff`,
        {},
      );
      expect(again.statusCode).toBe(409);
      // staff see what the documents did not answer, and that it was sent
      const unanswered = await as(test.app, world.tokens.staff).get(
        `${associationsApi}/Staff/Assistant/Unanswered`,
      );
      expect(unanswered.json().questions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            question: "What's the clubhouse wifi password?",
            sentToManagement: true,
          }),
        ]),
      );
    });

    it('answers a question about the asker’s own account from the account, with links', async () => {
      const { test, world } = await setUp(kind);
      const { answer } = await ask(
        test.app,
        world.tokens.homeownerA,
        world.associationIds.harbor,
        "What's my balance?",
      );
      expect(answer.kind).toBe('account');
      expect(answer.blocks[0]).toMatchObject({
        type: 'text',
        text: expect.stringMatching(/balance|owe nothing|credit/),
      });
      expect(answer.blocks).toEqual(
        expect.arrayContaining([{ type: 'link', label: 'Make a payment', to: '/billing' }]),
      );
    });

    it('never quotes a board-only document to a homeowner, but does to the board', async () => {
      const { test, world, meadow } = await setUp(kind);
      const question = 'What does the roofing bid for the clubhouse roof propose?';
      const owner = await ask(test.app, world.tokens.homeownerB, meadow, question);
      expect(owner.answer.citations.map((c) => c.documentTitle)).not.toContain('Roofing Bid.pdf');
      const board = await ask(test.app, world.tokens.board, meadow, question);
      expect(board.answer.citations.map((c) => c.documentTitle)).toContain('Roofing Bid.pdf');
    });

    it('indexes an uploaded declaration by its own structure, renames and deletions included', async () => {
      const { test, world, meadow } = await setUp(kind);
      const board = world.tokens.board;
      const governing = await folderId(test, meadow, 'Governing Documents');
      const bytes = await renderGoverningPdf({
        fileName: 'Parking Policy.pdf',
        title: 'Resolution of the Board: Parking Policy',
        body: [
          '## ARTICLE I. GUEST PARKING',
          '### Section 1.1. Overnight Guests.',
          'Guests may park overnight in the clubhouse lot for no more than three consecutive nights, with a pass from the management office.',
          '### Section 1.2. Golf Carts.',
          'Golf carts may be driven on community streets only by licensed drivers, and must be parked in a garage.',
        ].join('\n\n'),
      });
      const uploaded = await upload(test, board, meadow, governing, { name: 'Parking Policy.pdf', bytes });
      expect(uploaded.statusCode).toBe(201);
      const { answer } = await ask(
        test.app,
        world.tokens.homeownerB,
        meadow,
        'Can I drive my golf cart on the street?',
      );
      expect(answer.citations[0]).toMatchObject({
        documentTitle: 'Parking Policy.pdf',
        documentKind: 'rules',
        section: '1.2',
        heading: 'Golf Carts',
        page: 1,
      });
      const id = uploaded.json().id as number;
      const renamed = await as(test.app, board).patch(
        `${associationsApi}/associations/${meadow}/Documents/${id}`,
        {
          name: 'Golf Cart Rules.pdf',
        },
      );
      expect(renamed.statusCode).toBe(200);
      const after = await ask(
        test.app,
        world.tokens.homeownerB,
        meadow,
        'Can I drive my golf cart on the street?',
      );
      expect(after.answer.citations[0]?.documentTitle).toBe('Golf Cart Rules.pdf');
      await as(test.app, board).delete(`${associationsApi}/associations/${meadow}/Documents/${id}`);
      const passages = await test.database.db
        .select()
        .from(rulePassages)
        .where(eq(rulePassages.documentId, id));
      expect(passages).toEqual([]);
    });

    it('keeps threads per user: list, rename, feedback, delete; another user cannot see them', async () => {
      const { test, world, meadow } = await setUp(kind);
      const owner = world.tokens.homeownerB;
      const { thread } = await ask(test.app, owner, meadow, 'What are the pool hours?');
      const id = thread.thread.id;
      const followUp = await as(test.app, owner).post(`${associationsApi}/Assistant/Threads/${id}/Messages`, {
        question: 'Is there a lifeguard?',
      });
      expect(followUp.statusCode).toBe(200);
      expect(followUp.json().thread.questionCount).toBe(2);
      const list = await as(test.app, owner).get(threadsOf(meadow));
      expect(list.json().threads[0]).toMatchObject({ id, questionCount: 2 });
      const renamed = await as(test.app, owner).patch(`${associationsApi}/Assistant/Threads/${id}`, {
        title: ' Pool ',
      });
      expect(renamed.json().title).toBe('Pool');
      const answerId = followUp.json().answer.id as number;
      const rated = await as(test.app, owner).put(
        `${associationsApi}/Assistant/Messages/${answerId}/Feedback`,
        {
          feedback: 'helpful',
        },
      );
      expect(rated.json().feedback).toBe('helpful');
      const questionId = followUp.json().question.id as number;
      const onQuestion = await as(test.app, owner).put(
        `${associationsApi}/Assistant/Messages/${questionId}/Feedback`,
        {
          feedback: 'helpful',
        },
      );
      expect(onQuestion.statusCode).toBe(400);
      // another member of the association, and the board, know nothing of it
      expect(
        (await as(test.app, world.tokens.board).get(`${associationsApi}/Assistant/Threads/${id}`)).statusCode,
      ).toBe(404);
      expect((await as(test.app, world.tokens.board).get(threadsOf(meadow))).json().threads).toEqual([]);
      const empty = await as(test.app, owner).post(`${associationsApi}/Assistant/Threads/${id}/Messages`, {
        question: '  ',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().detail).toContain('question');
      const long = await as(test.app, owner).post(`${associationsApi}/Assistant/Threads/${id}/Messages`, {
        question: 'x'.repeat(501),
      });
      expect(long.json().detail).toContain(assistantTexts.questionTooLong);
      // a full conversation says so (a conflict with its own message), and asks for a new one
      const now = new Date();
      await test.database.db.insert(assistantMessages).values(
        Array.from({ length: assistantLimits.questionsPerThread - 2 }, () => ({
          threadId: id,
          role: 'user' as const,
          text: 'Another question',
          createdAt: now,
        })),
      );
      const full = await as(test.app, owner).post(`${associationsApi}/Assistant/Threads/${id}/Messages`, {
        question: 'One more?',
      });
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe(assistantTexts.threadFull);
      expect(
        (await as(test.app, owner).delete(`${associationsApi}/Assistant/Threads/${id}`)).statusCode,
      ).toBe(204);
      expect((await as(test.app, owner).get(`${associationsApi}/Assistant/Threads/${id}`)).statusCode).toBe(
        404,
      );
    });

    it('offers starter questions made from the association’s own documents', async () => {
      const { test, world, meadow } = await setUp(kind);
      const starters = (
        await as(test.app, world.tokens.homeownerB).get(
          `${associationsApi}/Associations/${meadow}/Assistant/Starters`,
        )
      ).json().questions as string[];
      expect(starters).toContain('How tall can my fence be?');
      // every starter is answered from the documents
      for (const question of starters) {
        const { answer } = await ask(test.app, world.tokens.homeownerB, meadow, question);
        expect(answer.kind, question).toBe('answered');
      }
      const bylaws = await documentId(test, meadow, 'Bylaws.pdf');
      expect(bylaws).toBeGreaterThan(0);
    });
  });
});
