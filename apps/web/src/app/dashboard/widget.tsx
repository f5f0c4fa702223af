import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface BoundaryState {
  failed: boolean;
}

/** Keeps a widget's rendering failure inside the widget: the rest of the dashboard stays usable. */
export class WidgetBoundary extends Component<{ title: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert">
        <Text size="sm">This part of the dashboard could not be shown.</Text>
        <Button mt="xs" size="xs" variant="light" onClick={() => this.setState({ failed: false })}>
          Try Again
        </Button>
      </Alert>
    );
  }
}

/** A dashboard card: its heading, its own loading and failure states, its own error boundary. */
export function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={`${id}-heading`}
      data-widget={id}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-heading`}>
          {title}
        </Title>
        <WidgetBoundary title={title}>{children}</WidgetBoundary>
      </Stack>
    </Paper>
  );
}
