import { Stack, Text, Title } from '@mantine/core';
import { productName } from '../lib/theme/association-store';

/** A route whose screen a later issue builds: its real heading and an honest status line, nothing else. */
export function PendingPage({ title }: { title: string }) {
  return (
    <Stack gap="sm">
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      <Text>This page is not available yet.</Text>
    </Stack>
  );
}
