import fp from 'fastify-plugin';
import { indexPendingDocuments } from './index-passages';

/**
 * When the app is ready, documents whose rules-assistant passages are missing or were split by an older
 * version are indexed again (ADR 122); with none pending it is one query.
 */
export const assistantPlugin = fp(
  async (app) => {
    app.addHook('onReady', async () => {
      const indexed = await indexPendingDocuments(app.db);
      if (indexed > 0) app.log.info({ indexed }, 'rules assistant: documents indexed');
    });
  },
  { name: 'assistant' },
);
