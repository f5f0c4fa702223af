import { randomUUID } from 'node:crypto';
import { apiPrefix, type PublicConfig, type ServiceName, serviceNames } from '@hoa/contracts/services';
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { Config } from './config/config-types';
import { type Database, openDatabase } from './db/database';
import { RouteIndex } from './errors/route-index';
import { badPathParams, maxPathParamLength } from './errors/route-not-found';
import { sendError } from './errors/send-error';
import { toAppError } from './errors/to-app-error';
import { assistantPlugin } from './modules/assistant/assistant-plugin';
import { auditMimicWritesPlugin } from './modules/audit/audit-mimic-writes';
import { billingJobsPlugin } from './modules/billing-jobs/billing-jobs-plugin';
import { maskFeedSecret } from './modules/calendar/calendar-feed';
import type { BlobStorage } from './modules/documents/blob-storage';
import { createBlobStorage } from './modules/documents/create-blob-storage';
import { handoverPlugin } from './modules/handover/handover-plugin';
import { getHealthRoute } from './modules/health/get-health';
import { getDemoMailTemplatesRoute } from './modules/mail/get-demo-mail-templates';
import { demoMailboxEnabled, getDemoMailboxRoute } from './modules/mail/get-demo-mailbox';
import { type MailPluginOptions, mailPlugin } from './modules/mail/mail-plugin';
import type { CrashPointName } from './modules/payments/payments-deps';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { createProcessor } from './modules/processor/create-processor';
import type { PaymentProcessor } from './modules/processor/port';
import { sandboxProcessorPlugin } from './modules/processor/sandbox/sandbox-http';
import type { SandboxProcessor } from './modules/processor/sandbox/sandbox-processor';
import { findSoleCompany } from './modules/registration/find-company';
import { ssoPlugin } from './modules/sso/sso-plugin';
import { authenticationPlugin, type RouteAccess } from './plugins/authentication';
import { contextPlugin } from './plugins/context';
import { mediaPlugin, mediaPrefix } from './plugins/media';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { signInSupportPlugin } from './plugins/sign-in-support';
import { spaPlugin } from './plugins/spa';
import { actionItemsService } from './services/action-items';
import { associationsService } from './services/associations';
import { expressPayService } from './services/express-pay';
import { paymentsService } from './services/payments';
import { usersService } from './services/users';

/** Access tokens are short-lived; the portal token renews them (DESIGN.md "Security"). */
export const accessTokenTtlSeconds = 15 * 60;
export const accessTokenAudience = 'hoa-portal';

/** A route as registered (method, path pattern, declared access): what the authorization matrix test walks. */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  /** An open, migrated database; when omitted, one is opened from config and closed with the app. */
  database?: Database;
  clock?: Clock;
  /** Where log lines go (one JSON object per line); stdout when omitted. */
  logStream?: { write(line: string): void };
  /** Whether the demo data is on, for the SPA's runtime configuration. */
  demo?: boolean;
  /** Mail delivery overrides (tests): poll interval, transport. */
  mail?: MailPluginOptions;
  /** The payment processor; by default the one configuration names (sandbox when none). */
  processor?: PaymentProcessor;
  /** Crash tests: the named point of the payment path where the process kills itself. */
  crashAt?: CrashPointName | null;
  /** Whether interrupted payments are reconciled when the app starts (default true). */
  reconcileOnStart?: boolean;
  /** Whether to run the billing jobs on a schedule (the server passes config.jobs; tests call the jobs). */
  jobs?: boolean;
  /** Where document contents are kept; when omitted, the configured one is built and closed with the app. */
  documentStorage?: BlobStorage;
}

const services: Record<ServiceName, typeof usersService> = {
  users: usersService,
  associations: associationsService,
  actionItems: actionItemsService,
  payments: paymentsService,
  expressPay: expressPayService,
};

export function publicConfigOf(
  config: Config,
  demo: boolean,
  defaultClientId: string | null = null,
): PublicConfig {
  const serviceBases = Object.fromEntries(
    serviceNames.map((name) => [name, config.serviceBases[name].value]),
  ) as Record<ServiceName, string>;
  return {
    serviceBases,
    demo,
    pmbCustomers: config.pmbCustomers,
    defaultClientId,
    helpCenterUrl: config.outsideLinks.helpCenterUrl,
  };
}

/** The whole HTTP application, ready for `inject` or `listen`. */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openDatabase(config));
  if (ownsDatabase) await database.migrate();

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        // Fastify's own request fields, with a calendar feed's secret address (its only key) masked
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: maskFeedSecret(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    // the spec mixes /Associations and /associations; params keep the case they were sent in
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: maxPathParamLength },
    trustProxy: config.trustProxy,
    // a path parameter the router cannot decode or that is too long is named, like a schema violation
    frameworkErrors: (error, request, reply) =>
      sendError(
        request,
        reply,
        (['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH'].includes(error.code) &&
          badPathParams(request, routes)) ||
          toAppError(error),
      ),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => sendError(request, reply, toAppError(error)));

  const routes = new RouteIndex();
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    routes.add(route.method, route.url);
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method: method.toUpperCase(),
        url: route.url,
        access: route.config?.access ?? null,
      });
    }
  });
  app.decorate('registeredRoutes', registeredRoutes);
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  const documentStorage = options.documentStorage ?? (await createBlobStorage(config.documents));
  if (!options.documentStorage) app.addHook('onClose', () => documentStorage.close());

  await app.register(contextPlugin, {
    config,
    database,
    clock: options.clock ?? systemClock,
    documentStorage,
  });
  await app.register(securityHeadersPlugin, { config });
  await app.register(authenticationPlugin, {
    guardedPrefixes: serviceNames.map((name) => `${config.serviceBases[name].mountPath}${apiPrefix}`),
    issuer: config.publicUrl,
    audience: accessTokenAudience,
    ttlSeconds: accessTokenTtlSeconds,
  });
  await app.register(signInSupportPlugin);
  await app.register(mailPlugin, options.mail ?? {});
  const processor = options.processor ?? createProcessor(config, app.db, app.clock);
  await app.register(paymentsPlugin, {
    processor,
    crashAt: options.crashAt ?? null,
    reconcileOnStart: options.reconcileOnStart ?? true,
  });
  if (options.jobs) await app.register(billingJobsPlugin);
  await app.register(assistantPlugin);
  await app.register(auditMimicWritesPlugin);
  await app.register(handoverPlugin);
  await app.register(ssoPlugin);
  await app.register(openApiPlugin);
  await app.register(getHealthRoute);
  const demoMailbox = demoMailboxEnabled(config, options.demo ?? false);
  await app.register(getDemoMailboxRoute({ enabled: demoMailbox }));
  await app.register(getDemoMailTemplatesRoute({ enabled: demoMailbox }));
  if (processor.name === 'sandbox') {
    // one adapter instance serves both sides, so its outage switch is shared
    await app.register(sandboxProcessorPlugin, { processor: processor as SandboxProcessor });
  }
  for (const name of serviceNames) {
    await app.register(services[name], { prefix: `${config.serviceBases[name].mountPath}${apiPrefix}` });
  }
  await app.register(mediaPlugin);
  await app.register(spaPlugin, {
    webDistDir: config.webDistDir,
    publicConfig: publicConfigOf(
      config,
      options.demo ?? false,
      (await findSoleCompany(database.db))?.code ?? null,
    ),
    apiPrefixes: [
      apiPrefix,
      '/svc',
      mediaPrefix,
      ...serviceNames.map((name) => config.serviceBases[name].mountPath),
    ].filter(Boolean),
    routes,
  });
  return app;
}

/** The app as buildApp returns it: a Fastify instance with the zod type provider. */
export type App = Awaited<ReturnType<typeof buildApp>>;
