import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { packageRoot } from '../package-root';

/** URL prefix of files the API ships itself (association logos and banners). */
export const mediaPrefix = '/media/';
export const mediaDir = path.join(packageRoot, 'public', 'media');

/** Association logos and banners; not content-hashed, so cached for a day rather than forever. */
export const mediaPlugin = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: mediaPrefix,
      decorateReply: false,
      index: false,
      maxAge: '1d',
    });
  },
  { name: 'media' },
);
