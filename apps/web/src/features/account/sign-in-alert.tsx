import type { ReactNode } from 'react';
import classes from './sign-in.module.css';

/** A failed sign-in, shown inline and announced (role="alert") with the spec's text. */
export function SignInAlert({ children, title = 'Sign-in failed' }: { children: ReactNode; title?: string }) {
  return (
    <div role="alert" className={classes.alert}>
      <div className={classes.alertTitle}>{title}</div>
      <div>{children}</div>
    </div>
  );
}
