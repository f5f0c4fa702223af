import { allow, notFound, type Policy } from './policy';

/** A user record is reachable by that user only (staff too: their own record). */
export const userPolicy: Policy<{ type: 'user'; id: number }> = async ({ principal }, resource) =>
  resource.id === principal.userId ? allow : notFound;
