import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Answer, Thread } from '@hoa/contracts/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, associationsApi } from '../calls';
import { setUp } from '../documents/library';
import { forEachDatabase } from '../helper';

type Mode = 'verbatim' | 'invented' | 'failing' | 'declining';

/**
 * A stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions, answering in the mode set,
 * from the passages it is sent (so a "verbatim" answer quotes them as a well-behaved model would).
 */
function standIn() {
  const state: { mode: Mode; requests: { model: string; messages: { role: string; content: string }[] }[] } =
    {
      mode: 'verbatim',
      requests: [],
    };
  const body = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const payload = JSON.parse(await body(request));
    state.requests.push(payload);
    if (state.mode === 'failing') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":{"message":"overloaded"}}');
      return;
    }
    const user = payload.messages.find((m: { role: string }) => m.role === 'user')?.content as string;
    // words of passage [1] (as printed after its heading line), as a model would quote them
    const passage = /\[1\][^\n]*:\n([^\n]+)/.exec(user)?.[1] ?? '';
    const first = (passage.split('"').find((run) => run.length > 60) ?? '')
      .slice(0, 80)
      .replace(/\s+\S*$/, '');
    const content =
      state.mode === 'verbatim'
        ? `In short: yes, within limits. "${first}" [1]`
        : state.mode === 'invented'
          ? 'Yes. "Owners may build any fence they like without approval." [1]'
          : 'NO_ANSWER';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  });
  return { server, state };
}

forEachDatabase((kind) => {
  describe('rules assistant with a model configured', { timeout: 180_000 }, () => {
    const { server, state } = standIn();
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('shows the model’s answer only when every quote is verbatim from the passage it cites', async () => {
      const { test, world, meadow } = await setUp(kind, {
        ASSISTANT_MODEL_URL: url,
        ASSISTANT_MODEL: 'stand-in',
        ASSISTANT_MODEL_API_KEY: 'sk-test',
      });
      const ask = async (mode: Mode) => {
        state.mode = mode;
        const response = await as(test.app, world.tokens.homeownerB).post(
          `${associationsApi}/Associations/${meadow}/Assistant/Threads`,
          { question: 'How tall can my fence be?' },
        );
        expect(response.statusCode).toBe(201);
        return (response.json() as Thread).messages.at(-1)?.answer as Answer;
      };
      const composed = await ask('verbatim');
      expect(composed.composedBy).toBe('model');
      expect(composed.blocks[0]).toEqual({ type: 'text', text: 'In short: yes, within limits.' });
      expect(composed.blocks[1]).toMatchObject({ type: 'quote', citation: 0 });
      expect(composed.citations[0]?.section).toMatch(/^\d/);
      // the model got the passages only, by its name, with the key
      const sent = state.requests.at(-1);
      expect(sent?.model).toBe('stand-in');
      expect(sent?.messages.find((m) => m.role === 'user')?.content).toContain(
        'Question: How tall can my fence be?',
      );

      // a made-up quote, an error or a refusal: the extractive answer, never the model's text
      for (const mode of ['invented', 'failing', 'declining'] as const) {
        const answer = await ask(mode);
        expect(answer.composedBy, mode).toBe('extractive');
        expect(answer.kind, mode).toBe('answered');
        expect(JSON.stringify(answer.blocks), mode).not.toContain('without approval');
      }
    });
  });
});
