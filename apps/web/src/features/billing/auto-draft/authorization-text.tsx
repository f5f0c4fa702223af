import { Paper, Stack, Text, Title } from '@mantine/core';

/** A disclosure's paragraphs in a bordered box that a keyboard user can scroll. */
export function AuthorizationText({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <Paper withBorder p="md" mah={220} style={{ overflowY: 'auto' }} tabIndex={0} aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} size="sm">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
