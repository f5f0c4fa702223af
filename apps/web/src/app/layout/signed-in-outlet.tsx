import { Outlet } from 'react-router';
import { SessionBootstrap } from './session-bootstrap';

/**
 * Signed-in pages outside the app frame (the board's all-files page): the session is restored for them as
 * the frame does, so a page opened directly, in a new tab or after a reload, knows who is signed in.
 */
export function SignedInOutlet() {
  return (
    <>
      <SessionBootstrap />
      <Outlet />
    </>
  );
}
