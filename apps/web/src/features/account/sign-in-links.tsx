import { Anchor, Group } from '@mantine/core';
import { AppLink } from '../../lib/link';

/** The ways in besides logging in. */
export function SignInLinks() {
  return (
    <Group gap="lg" component="nav" aria-label="Account help">
      <Anchor component={AppLink} to="/forgot-login" underline="always">
        Forgot your login?
      </Anchor>
      <Anchor component={AppLink} to="/create-account" underline="always">
        Create an account
      </Anchor>
      <Anchor component={AppLink} to="/request-account" underline="always">
        Request an account
      </Anchor>
    </Group>
  );
}
