import '../../components/community-page-styles';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { AssociationRequired } from '../../components/association-required';
import { AppLink } from '../../lib/link';
import { pages } from '../../lib/pages';
import { useHomeSettings } from '../../lib/session/api/get-home-settings';
import { productName } from '../../lib/theme/association-store';

function CustomPageList({ associationId, name }: { associationId: number; name: string }) {
  const settings = useHomeSettings();
  const own = settings.data?.pages.filter((page) => page.associationId === associationId) ?? [];
  if (own.length === 0) return <Text>{name} has no pages of its own yet.</Text>;
  return (
    <Paper withBorder p="lg" radius="md">
      <List spacing="xs" aria-label={`Pages of ${name}`}>
        {own.map((page) => (
          <List.Item key={page.legacyAction}>
            <AppLink to={`/custom/${encodeURIComponent(page.legacyAction)}`}>{page.title}</AppLink>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** /custom (where a bare legacy Custom_v2 address lands): the chosen association's own pages. */
export function CustomPagesPage() {
  const { title } = pages.customPages;
  return (
    <Stack gap="lg" maw={820}>
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      <AssociationRequired>
        {(associationId, name) => <CustomPageList associationId={associationId} name={name} />}
      </AssociationRequired>
    </Stack>
  );
}
