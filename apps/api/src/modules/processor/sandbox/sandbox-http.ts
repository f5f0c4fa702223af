import { maxRecordId, text } from '@hoa/contracts/request-fields';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config/config-types';
import { routeOptions } from '../../../plugins/route-options';
import { sandboxOptionsOf } from '../create-processor';
import { ProcessorError } from '../port';
import { SandboxRequestError } from './context';
import {
  createSandboxProcessor,
  type SandboxProcessor,
  sandboxBasePath,
  sandboxPublishableKey,
} from './sandbox-processor';
import { sandboxScript } from './sandbox-script';
import { setupIdOfClientSecret } from './setups';

/**
 * The sandbox processor's browser side, served apart from the portal's API (ADR 050): tokenization,
 * setup confirmation and sandbox.js, under /sandbox-processor. Answers and refusals are
 * Stripe-shaped (`{error: {code, message}}`), not the portal's error body. Card numbers and CVCs
 * arrive here and go no further than tokenization; nothing here logs a request body.
 */

const digits = (max: number) => text().max(max);
const wholeNumber = z.coerce.number().int().min(0).max(maxRecordId);

const cardSchema = z.object({
  number: digits(32),
  expMonth: wholeNumber,
  expYear: wholeNumber,
  cvc: digits(8),
  name: text().max(200).nullish(),
});

const bankSchema = z.object({
  routingNumber: digits(32),
  accountNumber: digits(32),
  accountType: z.enum(['checking', 'savings']),
  holderName: text().min(1).max(200),
});

// one object rather than a union, so a refusal can name the field that is wrong (card.expMonth)
const tokenBody = z.strictObject({
  publishableKey: text().max(200),
  card: cardSchema.optional(),
  bank: bankSchema.optional(),
});

const confirmBody = z.object({ clientSecret: text().max(200), paymentMethod: text().max(100) });

export interface SandboxHttpOptions {
  /** The adapter to serve; by default one over the app's database and clock, as configured. */
  processor?: SandboxProcessor;
}

function processorOf(app: FastifyInstance, options: SandboxHttpOptions): SandboxProcessor {
  if (options.processor) return options.processor;
  const config: Config = app.config;
  if (config.paymentProcessor.name !== 'sandbox') {
    throw new Error('The sandbox processor endpoints are served only when PAYMENT_PROCESSOR is sandbox.');
  }
  return createSandboxProcessor(app.db, app.clock, sandboxOptionsOf(config.paymentProcessor));
}

interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

const processorErrorAnswers: Record<ProcessorError['kind'], Omit<ErrorAnswer, 'message'>> = {
  unavailable: { status: 503, code: 'processor_unavailable' },
  invalid_request: { status: 400, code: 'invalid_request' },
  not_found: { status: 404, code: 'resource_missing' },
};

/** A thrown error as the sandbox reports it; never echoes what was sent (it may hold a card number). */
function answerOf(error: unknown): ErrorAnswer | null {
  if (error instanceof SandboxRequestError)
    return { status: error.status, code: error.code, message: error.message };
  if (error instanceof ProcessorError)
    return { ...processorErrorAnswers[error.kind], message: error.message };
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const fields = (fastifyError.validation ?? []).map((issue) =>
      issue.instancePath.split('/').filter(Boolean).join('.'),
    );
    const where = fields.filter(Boolean).join(', ');
    return {
      status,
      code: 'parameter_invalid',
      message: where ? `Check these fields: ${where}.` : 'The request could not be read.',
    };
  }
  return null;
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const answer = answerOf(error);
  if (!answer) {
    request.log.error({ err: error }, 'sandbox processor failure');
    return reply
      .code(500)
      .send({ error: { code: 'api_error', message: 'Something went wrong in the sandbox processor.' } });
  }
  request.log.info({ code: answer.code, statusCode: answer.status }, 'sandbox processor refusal');
  return reply.code(answer.status).send({ error: { code: answer.code, message: answer.message } });
}

const routes: FastifyPluginAsyncZod<{ processor: SandboxProcessor }> = async (app, { processor }) => {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new SandboxRequestError(404, 'resource_missing', 'Unrecognized request URL.')),
  );
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post('/v1/tokens', routeOptions('public', { hide: true, body: tokenBody }), async (request, reply) => {
    const body = request.body;
    if (body.publishableKey !== sandboxPublishableKey) {
      throw new SandboxRequestError(401, 'invalid_publishable_key', 'Invalid publishable key provided.');
    }
    if (body.card && !body.bank) {
      return reply
        .code(200)
        .send(await processor.tokenizeCard({ ...body.card, name: body.card.name ?? null }));
    }
    if (body.bank && !body.card) return reply.code(200).send(await processor.tokenizeBank(body.bank));
    throw new SandboxRequestError(400, 'parameter_missing', 'Send either card or bank details.');
  });

  app.post(
    '/v1/setups/:id/confirm',
    routeOptions('public', { hide: true, params: z.object({ id: text().max(100) }), body: confirmBody }),
    async (request, reply) => {
      const { clientSecret, paymentMethod } = request.body;
      if (setupIdOfClientSecret(clientSecret) !== request.params.id) {
        throw new SandboxRequestError(
          404,
          'resource_missing',
          'No such setup, or the client secret does not match it.',
        );
      }
      const outcome = await processor.confirmSetup({
        setupId: request.params.id,
        clientSecret,
        methodId: paymentMethod,
      });
      if (!outcome.decline) return reply.code(200).send(outcome.setup);
      return reply.code(402).send({ error: outcome.decline, setup: outcome.setup });
    },
  );

  app.get('/sandbox.js', routeOptions('public', { hide: true }), async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(sandboxScript),
  );
};

/** Mounts the sandbox's browser endpoints at /sandbox-processor (register only with the sandbox adapter). */
export const sandboxProcessorPlugin: FastifyPluginAsyncZod<SandboxHttpOptions> = async (app, options) => {
  await app.register(routes, { prefix: sandboxBasePath, processor: processorOf(app, options) });
};
