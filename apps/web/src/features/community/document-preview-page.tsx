import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { productName } from '../../lib/theme/association-store';
import { useDocumentFile } from './api/get-document';

// never SVG or HTML: the blob URL is same-origin, so a script inside would run as the portal
const inlineTypes = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** Shows one association document in the browser (PDF, image, text) or offers it as a download. */
export function DocumentPreviewPage() {
  const { associationId = '', documentId = '' } = useParams();
  const file = useDocumentFile(associationId, documentId);
  const url = useObjectUrl(file.data);
  // the server names the file (Content-Disposition); the client hands it over as a File
  const name = file.data instanceof File ? file.data.name : null;
  const title = name ?? 'Document preview';

  return (
    <Stack gap="sm" p="md" style={{ minHeight: '100vh' }}>
      <title>{`${name ? `${name} · ` : ''}Document preview · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      {file.isPending && (
        <Stack align="flex-start" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Loading the document…</Text>
        </Stack>
      )}
      {file.isError && (
        <Alert color="red" title="This document could not be loaded." role="alert">
          It may have been moved or removed, or you may not have access to it.
        </Alert>
      )}
      {file.data && url && inlineTypes.test(file.data.type) && (
        <iframe title="Document" src={url} style={{ flex: 1, minHeight: '70vh', border: 0, width: '100%' }} />
      )}
      {file.data && url && !inlineTypes.test(file.data.type) && (
        <Text>
          This file cannot be shown in the browser.{' '}
          <Anchor href={url} download={name ?? `document-${documentId}`}>
            Download it
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
