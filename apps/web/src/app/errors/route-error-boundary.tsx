import { clientMessages } from '@hoa/contracts/client-messages';
import { Anchor, Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { noRouteMatchesText } from '../../components/no-route-matches';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';

interface ErrorScreen {
  title: string;
  lines: string[];
  reload: boolean;
}

/** What the router's error screen says for `error` (SPEC §8: 404, 405, 400, anything else). */
export function describeRouteError(error: unknown, pathname: string, search = ''): ErrorScreen {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return { title: 'Page not found', lines: [noRouteMatchesText(pathname, search)], reload: false };
    if (error.status === 405)
      return { title: 'Method Not Allowed', lines: ['This page cannot handle that request.'], reload: false };
    if (error.status === 400)
      return { title: 'Bad Request', lines: ['The request for this page was not valid.'], reload: false };
    return { title: `${error.status} ${error.statusText}`.trim(), lines: [], reload: true };
  }
  return {
    title: clientMessages.unexpectedApplicationError,
    lines: ['Something went wrong while showing this page. Reloading it usually helps.'],
    reload: true,
  };
}

/** Error screen inside a layout (the frame stays around it). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const screen = describeRouteError(error, pathname, search);
  // The stack helps developers; production users get no internals.
  const stack = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <Stack gap="md">
      <title>{`${screen.title} · ${productName}`}</title>
      <Title order={1}>{screen.title}</Title>
      {screen.lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {stack ? (
        <Code block aria-label="Error details">
          {stack}
        </Code>
      ) : null}
      {screen.reload ? (
        <Button onClick={() => globalThis.location.reload()} w="fit-content">
          Reload the page
        </Button>
      ) : null}
      <Anchor component={AppLink} to="/dashboard" underline="always">
        Go to the dashboard
      </Anchor>
    </Stack>
  );
}

/** Error screen of the root route, where no layout is rendered: it supplies the main landmark itself. */
export function RootErrorBoundary() {
  return (
    <Container size="sm" py="xl" component="main" id="main-content">
      <RouteErrorBoundary />
    </Container>
  );
}
