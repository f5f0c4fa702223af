import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A failed sign-in, shown inline and announced (role="alert") with the spec's text. */
export function SignInAlert({ children, title = 'Sign-in failed' }: { children: ReactNode; title?: string }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {children}
    </Alert>
  );
}
