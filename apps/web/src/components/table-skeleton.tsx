import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a staff list loads; announced once to screen readers. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={28} />
      ))}
    </Stack>
  );
}
