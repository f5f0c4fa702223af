import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { resolveLegacyRedirect } from '@hoa/contracts/legacy-redirects';
import type { PublicConfig } from '@hoa/contracts/services';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import type { RouteIndex } from '../errors/route-index';
import { routeNotFound } from '../errors/route-not-found';
import { sendError } from '../errors/send-error';
import { portalConfigMarker, renderIndexHtml } from './render-index-html';

export interface SpaOptions {
  webDistDir: string;
  publicConfig: PublicConfig;
  /** Path prefixes that belong to the API (lower case): never answered with index.html. */
  apiPrefixes: string[];
  routes: RouteIndex;
}

const immutable = 'public, max-age=31536000, immutable';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * Serves the built SPA: hashed files under /assets/ cached for a year (with .br/.gz siblings),
 * legacy URLs redirected with 301, and index.html (no-cache) for every other page path so the
 * SPA's router decides what exists. Owns the not-found handler, which answers API paths with the
 * spec's error body.
 */
export const spaPlugin = fp<SpaOptions>(
  async (app, options) => {
    const indexPath = path.join(options.webDistDir, 'index.html');
    let indexHtml: string | null = null;
    if (existsSync(indexPath)) {
      const template = readFileSync(indexPath, 'utf8');
      if (!template.includes(portalConfigMarker)) {
        app.log.warn(
          { indexPath },
          `index.html has no ${portalConfigMarker} marker: the SPA gets no runtime config`,
        );
      }
      indexHtml = renderIndexHtml(template, options.publicConfig);
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        // files are listed once at start, like index.html is read once: a rebuild needs a restart
        wildcard: false,
        index: false,
        globIgnore: ['index.html', '**/*.br', '**/*.gz'],
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const relative = path.relative(options.webDistDir, filePath).split(path.sep).join('/');
          reply.header('cache-control', relative.startsWith('assets/') ? immutable : 'no-cache');
        },
      });
    }

    const isExpressPayPage = (lower: string) => isUnder(lower, '/epay') || isUnder(lower, '/embed/epay');
    const apiPrefixes = options.apiPrefixes.map((prefix) => prefix.toLowerCase());

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '/', ...query] = request.url.split('?');
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const lower = pathname.toLowerCase();
      const isPage =
        isRead && !apiPrefixes.some((prefix) => isUnder(lower, prefix)) && !isUnder(lower, '/assets');
      if (!isPage) return sendError(request, reply, routeNotFound(request, options.routes));

      const search = query.length > 0 ? `?${query.join('?')}` : '';
      const target = resolveLegacyRedirect(pathname, search);
      if (target) return reply.redirect(target, 301);

      if (indexHtml === null) {
        return sendError(
          request,
          reply,
          new AppError('SERVICE_UNAVAILABLE', 'The web app is not built', {
            detail: `No index.html in ${options.webDistDir}. Run \`npm run build\` (or set WEB_DIST_DIR).`,
          }),
        );
      }
      // An express-pay page's address holds its link's secret: never stored, never sent on as a referrer.
      if (isExpressPayPage(lower))
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      else reply.header('cache-control', 'no-cache');
      return reply.code(200).type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'spa' },
);
