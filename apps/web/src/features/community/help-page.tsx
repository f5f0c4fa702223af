import '../../components/community-page-styles';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { OutsideLink } from '../../components/outside-link';
import { AppLink } from '../../lib/link';
import { publicConfig } from '../../lib/runtime-config';
import { productName } from '../../lib/theme/association-store';

/**
 * /community/help — where to get help: the help center (when HELP_CENTER_URL is configured; SPEC §9,
 * ADR 105) and the portal's own routes.
 */
export function HelpPage() {
  const { helpCenterUrl } = publicConfig();
  return (
    <Stack gap="lg" maw={760}>
      <title>{`Help · ${productName}`}</title>
      <Title order={1}>Help</Title>
      {helpCenterUrl ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h3" mb="xs">
            Help center
          </Title>
          <Text mb="sm">Guides and answers about payments, your account and the portal.</Text>
          <OutsideLink href={helpCenterUrl}>Visit the help center</OutsideLink>
        </Paper>
      ) : null}
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h3" mb="xs">
          In the portal
        </Title>
        <List spacing="xs">
          <List.Item>
            <AppLink to="/community/faq">Frequently asked questions</AppLink> about your community.
          </List.Item>
          <List.Item>
            <AppLink to="/community/new-request">Send a request</AppLink> to your management company; follow
            it under <AppLink to="/community/requests">My requests</AppLink>.
          </List.Item>
          <List.Item>
            <AppLink to="/billing/support">Payment support</AppLink> for questions about payments and fees.
          </List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
