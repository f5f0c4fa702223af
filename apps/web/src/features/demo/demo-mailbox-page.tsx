import { formatDateTime, formatFileSize } from '@hoa/contracts/format';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import { Alert, Anchor, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { UserText } from '../../components/user-text';
import { publicConfig } from '../../lib/runtime-config';
import { productName } from '../../lib/theme/association-store';
import { demoAttachmentUrl, useDemoMailbox } from './api/get-demo-mailbox';
import { MailHtmlFrame } from './mail-html-frame';
import { MailTemplatePreviews } from './mail-template-previews';

/**
 * Demo data only: reads the e-mail (passcodes, acknowledgements) the embedded demo keeps in its outbox,
 * and previews every e-mail template with sample data.
 */
export function DemoMailboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [draft, setDraft] = useState(to);
  const mailbox = useDemoMailbox(to);
  if (!publicConfig().demo) return <NotFoundPage />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { to: draft.trim() } : {});
  };

  return (
    <Stack gap="md" maw={720}>
      <title>{`Demo mailbox · ${productName}`}</title>
      <Title order={1}>Demo mailbox</Title>
      <Text>
        This demo sends no e-mail: messages wait here instead. Enter an address to read what was sent to it.
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email"
            type="email"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">Show mail</Button>
          {to ? (
            <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
              Refresh
            </Button>
          ) : null}
        </Group>
      </form>
      {mailbox.isError ? (
        <Alert color="red" title="The mailbox could not be loaded." role="alert">
          {mailbox.error.message}
        </Alert>
      ) : null}
      {to && mailbox.data?.length === 0 ? <Text role="status">No mail for {to} yet.</Text> : null}
      {mailbox.data?.map((mail) => (
        <Card key={mail.id} withBorder component="article" aria-label={mail.subject}>
          <Text fw={700}>{mail.subject}</Text>
          <Text size="sm" c="dimmed">
            To {mail.to} · {formatDateTime(new Date(mail.createdAt))}
          </Text>
          {mail.html ? (
            <>
              <MailHtmlFrame html={mail.html} title={`HTML version: ${mail.subject}`} />
              <details>
                <summary>Plain text</summary>
                <UserText mt="xs">{mail.text}</UserText>
              </details>
            </>
          ) : (
            <UserText mt="xs">{mail.text}</UserText>
          )}
          {mail.attachments.length > 0 ? (
            <List mt="xs" aria-label={`Attachments: ${mail.subject}`}>
              {mail.attachments.map((file) => (
                <List.Item key={file.position}>
                  <Anchor href={demoAttachmentUrl(mail.id, file.position)} download={file.fileName}>
                    {file.fileName}
                  </Anchor>{' '}
                  <Text span size="sm" c="dimmed">
                    ({formatFileSize(file.size)})
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Card>
      ))}
      <MailTemplatePreviews />
    </Stack>
  );
}
