import { isMimic } from '../mimic';
import { allow, forbidden, notFound, type Policy } from './policy';

/** Only the user changes their own password or login, and never staff acting as them (mimic mode). */
export const loginPolicy: Policy<{ type: 'login'; userId: number }> = async ({ principal }, resource) => {
  if (resource.userId !== principal.userId) return notFound;
  if (isMimic(principal)) {
    return forbidden('Password and login changes are not allowed in mimic mode.', { mimic: true });
  }
  return allow;
};
