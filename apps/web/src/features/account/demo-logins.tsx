import '@mantine/core/styles/Code.layer.css';
import { Anchor, Code, Stack, Text } from '@mantine/core';
import { AppLink } from '../../lib/link';

// Mirrors the API's demo seed (apps/api/src/seed/demo.ts); the web app must not import the API.
const demoLogins = [
  ['homeowner@example.com', 'homeowner with one property (Harbor Pointe)'],
  ['owner2@example.com', 'homeowner with properties in two associations'],
  ['board@example.com', 'board member (Meadowbrook Commons, Harbor Pointe) and homeowner'],
  ['chair@example.com', 'board chair (Meadowbrook Commons, Harbor Pointe)'],
  ['staff@example.com', 'management company staff (mimic mode)'],
] as const;

/** Demo mode only: the seeded logins, and where to read a passcode e-mail without a mail server. */
export function DemoLogins({ email }: { email: string }) {
  const mailbox = `/demo/mailbox?to=${encodeURIComponent(email.trim() || demoLogins[0][0])}`;
  return (
    <Stack gap={4} p="sm" bd="1px dashed var(--mantine-color-gray-5)" style={{ borderRadius: 8 }}>
      <Text fw={700} size="sm">
        Demo logins (password <Code>portal-demo</Code>)
      </Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {demoLogins.map(([login, description]) => (
          <li key={login}>
            <Text size="sm" span>
              <Code>{login}</Code> {description}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="sm">
        Passcode e-mails stay in the{' '}
        <Anchor component={AppLink} to={mailbox} target="_blank" underline="always">
          demo mailbox
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
