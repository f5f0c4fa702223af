import { clientMessages } from '@hoa/contracts/client-messages';
import { Anchor, Stack, Title } from '@mantine/core';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';

export function ServerErrorPage() {
  return (
    <Stack gap="md">
      <title>{`Server error · ${productName}`}</title>
      <Title order={1} size="h2">
        {clientMessages.serverErrorPage}
      </Title>
      <Anchor component={AppLink} to="/dashboard" underline="always">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
