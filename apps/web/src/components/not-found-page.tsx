import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { AppLink } from '../lib/link';
import { productName } from '../lib/theme/association-store';
import { noRouteMatchesText } from './no-route-matches';

export function NotFoundPage() {
  const { pathname, search } = useLocation();
  return (
    <Stack gap="md">
      <title>{`Page not found · ${productName}`}</title>
      <Title order={1}>Page not found</Title>
      <Text>{noRouteMatchesText(pathname, search)}</Text>
      <Text>The address may be mistyped, or the page may have moved.</Text>
      <Anchor component={AppLink} to="/dashboard" underline="always">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}
