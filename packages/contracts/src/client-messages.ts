/** Texts of SPEC §8, word for word. The web app shows them; tests assert them. */
export const clientMessages = {
  errorToastTitle: 'Error',
  unexpected: 'An unexpected error occurred.',
  errorIdLine: (id: string) => `Error ID: ${id}`,
  serverErrorLines: [
    'We have encountered an error and could not complete your request.',
    'Please report your problem and mention the error code below.',
  ],
  errorCodeLine: (code: string) => `Error Code: ${code}`,
  defaultServerErrorCode: 'FE001',
  networkError: 'Network Error',
  noRouteMatches: 'No route matches URL',
  unexpectedApplicationError: 'Unexpected Application Error!',
  serverErrorPage:
    'Server Error: We apologize. There was an error from the server. You might need to try again later.',
} as const;

/** How long toasts stay (SPEC §9). */
export const toastDurationsMs = {
  error: 60_000,
  gridSuccess: 6_000,
} as const;
