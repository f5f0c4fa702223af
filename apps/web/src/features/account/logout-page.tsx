import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppLink } from '../../lib/link';
import { logOut } from '../../lib/session/sign-in';
import { productName } from '../../lib/theme/association-store';

/**
 * /logout — ends the session (the portal token is revoked on the server) and says so only once it is
 * ended here too: until then the stored session would still sign the next page in.
 */
export function LogoutPage() {
  const [state, setState] = useState<'ending' | 'ended' | 'failed'>('ending');
  useEffect(() => {
    logOut().then(
      () => setState('ended'),
      () => setState('failed'),
    );
  }, []);
  return (
    <Stack gap="sm">
      <title>{`Logged out · ${productName}`}</title>
      <Title order={1}>{state === 'ended' ? 'Logged out' : 'Log out'}</Title>
      <Text role="status">
        {state === 'ended'
          ? 'You have been logged out'
          : state === 'failed'
            ? 'You could not be logged out. Check your connection and reload this page.'
            : 'Logging you out…'}
      </Text>
      {state === 'ended' && (
        <Anchor component={AppLink} to="/login" underline="always">
          Log in again
        </Anchor>
      )}
    </Stack>
  );
}
