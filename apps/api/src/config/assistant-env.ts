import { z } from 'zod';
import type { AssistantConfig } from './config-types';
import { ConfigError, integerIn, urlWithProtocols } from './env-values';

/**
 * The rules assistant's optional model (issue 16, ADR 122): an OpenAI-compatible chat-completions endpoint
 * that composes answers from the retrieved passages only. Without ASSISTANT_MODEL_URL the assistant
 * answers extractively, offline.
 */
export const assistantEnv = z.object({
  ASSISTANT_MODEL_URL: urlWithProtocols(['http:', 'https:'], 'an http(s) URL').optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_MODEL_API_KEY: z.string().min(1).max(500).optional(),
  ASSISTANT_MODEL_TIMEOUT_SECONDS: integerIn(
    1,
    120,
    'must be an integer number of seconds between 1 and 120',
  ).default(20),
});

export function assistantOf(e: z.infer<typeof assistantEnv>): AssistantConfig {
  if (!e.ASSISTANT_MODEL_URL) return { model: null };
  if (!e.ASSISTANT_MODEL)
    throw new ConfigError('Invalid configuration: ASSISTANT_MODEL is required with ASSISTANT_MODEL_URL');
  return {
    model: {
      baseUrl: e.ASSISTANT_MODEL_URL.replace(/\/+$/, ''),
      model: e.ASSISTANT_MODEL,
      apiKey: e.ASSISTANT_MODEL_API_KEY ?? null,
      timeoutMs: e.ASSISTANT_MODEL_TIMEOUT_SECONDS * 1000,
    },
  };
}
