import type { AuditChanges } from '@hoa/contracts/audit-log';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerOf } from '../../plugins/authentication';
import { recordAudit } from './record-audit';
import { redactSecrets } from './redact-secrets';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the write changed as its handler noted it, or else the JSON body it was sent with; secrets left out. */
function changesOf(request: FastifyRequest): AuditChanges | null {
  const noted = request.auditChanges;
  if (noted?.kind === 'change') {
    return {
      kind: 'change',
      object: noted.object,
      before: redactSecrets(noted.before) as Record<string, unknown> | null,
      after: redactSecrets(noted.after) as Record<string, unknown> | null,
    };
  }
  const json = request.headers['content-type']?.toLowerCase().startsWith('application/json') ?? false;
  if (!json || request.body === undefined || request.body === null) return null;
  return { kind: 'request', body: redactSecrets(request.body) };
}

/**
 * Records every state-changing request made with a mimic token, refused ones included, naming the staff
 * actor and the homeowner. Written in onSend, once the status is known and before the caller sees the
 * answer; the write itself has already happened, so a failing audit insert is logged, not answered.
 */
export const auditMimicWritesPlugin = fp(
  async (app) => {
    app.decorateRequest('auditChanges', null);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!writeMethods.has(request.method)) return payload;
      let actorUserId = request.principal?.actorUserId ?? null;
      let subjectUserId = request.principal?.userId ?? null;
      if (!request.principal) {
        // refused before the principal was set (e.g. a staff-only call): the token still says who it was
        const token = bearerOf(request.headers.authorization);
        const claims = token ? await app.accessTokens.verify(token).catch(() => null) : null;
        actorUserId = claims?.actorUserId ?? null;
        subjectUserId = claims?.userId ?? null;
      }
      if (actorUserId === null || subjectUserId === null) return payload;
      try {
        await recordAudit({
          db: app.db,
          entry: {
            occurredAt: app.clock.now(),
            actorUserId,
            subjectUserId,
            method: request.method,
            route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
            status: reply.statusCode,
            requestId: String(request.id),
            changes: changesOf(request),
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'audit log: could not record a mimic-mode write');
      }
      return payload;
    });
  },
  { name: 'audit-mimic-writes', dependencies: ['authentication'] },
);
