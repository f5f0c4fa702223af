import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** jti of every accepted handover JWT, kept until it expires: a handed-over token works once. */
export const usedHandoverTokens = pgTable('used_handover_tokens', {
  jtiHash: text().primaryKey(),
  issuer: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * An SSO sign-in in progress (10 minutes): keyed by the SHA-256 of its `state`; the PKCE verifier and
 * nonce are useless without the authorization code the provider gives only to the browser.
 */
export const ssoLoginStates = pgTable('sso_login_states', {
  stateHash: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** Mimic sessions that staff ended: every token of the session (by `sid`) stops working at once. */
export const endedMimicSessions = pgTable('ended_mimic_sessions', {
  sessionId: text().primaryKey(),
  endedAt: timestamp({ withTimezone: true }).notNull(),
});
