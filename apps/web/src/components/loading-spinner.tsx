import { Loader } from '@mantine/core';

/** A small spinner that says what is loading to a screen reader (a status; a bare span may not be labelled). */
export function LoadingSpinner({ label }: { label: string }) {
  return <Loader size="sm" role="status" aria-label={label} />;
}
