import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryStatus } from '../../components/query-status';
import { UserText } from '../../components/user-text';
import { useDemoMailPreview, useDemoMailTemplates } from './api/get-demo-mail-templates';
import { MailHtmlFrame } from './mail-html-frame';

const audienceWords = {
  essential: 'Always sent',
  paymentConfirmation: 'Sent unless the owner turned off payment confirmation e-mail',
} as const;

/** Every e-mail template, rendered with sample data: pick one to see its subject, HTML and text. */
export function MailTemplatePreviews() {
  const templates = useDemoMailTemplates();
  const [picked, setPicked] = useState('');
  const name = picked || templates.data?.[0]?.name || '';
  const preview = useDemoMailPreview(name);
  return (
    <Stack gap="sm" component="section" aria-labelledby="mail-template-previews">
      <Title order={2} id="mail-template-previews">
        Template previews
      </Title>
      <Text>Every e-mail the portal sends, filled in with sample data.</Text>
      <QueryStatus
        label="Loading the templates…"
        isPending={templates.isPending}
        error={templates.error}
        onRetry={() => void templates.refetch()}
      />
      {templates.data ? (
        <NativeSelect
          label="Template"
          value={name}
          onChange={(event) => setPicked(event.currentTarget.value)}
          data={templates.data.map((template) => ({ value: template.name, label: template.title }))}
        />
      ) : null}
      {name ? (
        <QueryStatus
          label="Rendering the preview…"
          isPending={preview.isPending}
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : null}
      {preview.data ? (
        <Stack gap="xs">
          <Text fw={700}>Subject: {preview.data.subject}</Text>
          <Text size="sm" c="dimmed">
            {audienceWords[preview.data.audience]}
          </Text>
          <MailHtmlFrame html={preview.data.html} title={`Preview: ${preview.data.title}`} />
          <details>
            <summary>Plain text</summary>
            <UserText>{preview.data.text}</UserText>
          </details>
        </Stack>
      ) : null}
    </Stack>
  );
}
