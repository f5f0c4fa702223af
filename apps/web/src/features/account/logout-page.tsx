import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { AppLink } from '../../lib/link';
import { logOut } from '../../lib/session/sign-in';
import { productName } from '../../lib/theme/association-store';

/** /logout — ends the session (the portal token is revoked on the server) and says so. */
export function LogoutPage() {
  useEffect(() => {
    void logOut();
  }, []);
  return (
    <Stack gap="sm">
      <title>{`Logged out · ${productName}`}</title>
      <Title order={1}>Logged out</Title>
      <Text role="status">You have been logged out</Text>
      <Anchor component={AppLink} to="/login" underline="always">
        Log in again
      </Anchor>
    </Stack>
  );
}
