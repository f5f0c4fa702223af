import type { ArcAttachment } from '@hoa/contracts/arc-review';
import { arcMessages } from '@hoa/contracts/arc-review';
import { Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FailureAlert } from '../../components/failure-alert';
import { LoadFailure } from '../../components/load-failure';
import { errorText } from '../../lib/api/error-text';
import { useObjectUrl } from '../../lib/object-url';
import { saveFile } from '../../lib/save-file';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { arcFileQueryOptions, useArcFile } from './api/arc-review-actions';

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const isImage = (file: ArcAttachment) => file.contentType.startsWith('image/');

/**
 * How files are shown: 'thumbnail' previews images small (the request page); 'full' shows every file as
 * large as the screen allows, PDFs included (the all-files page, for a board meeting or printing).
 */
type Preview = 'none' | 'thumbnail' | 'full';

/** A file's content fetched with the bearer token and shown in place; a failure offers Try Again. */
function FilePreview({ file, preview }: { file: ArcAttachment; preview: Exclude<Preview, 'none'> }) {
  const content = useArcFile(file.id);
  const url = useObjectUrl(content.data);
  if (content.error) {
    return (
      <LoadFailure
        error={content.error}
        lines={[arcMessages.attachmentsLoadFailed]}
        retryLabel="Try Again"
        onRetry={() => void content.refetch()}
      />
    );
  }
  if (!url) {
    return (
      <Skeleton
        height={preview === 'full' ? 480 : 120}
        maw={preview === 'full' ? undefined : 200}
        role="status"
        aria-label={`Loading ${file.fileName}…`}
      />
    );
  }
  if (isImage(file)) {
    return (
      <Box
        component="img"
        src={url}
        alt={`Preview of ${file.fileName}`}
        display="block"
        w={preview === 'full' ? '100%' : undefined}
        maw="100%"
        mah={preview === 'full' ? '90vh' : 160}
        style={{ objectFit: 'contain', border: '1px solid var(--mantine-color-gray-3)' }}
      />
    );
  }
  return (
    <Box
      component="iframe"
      src={url}
      title={`${file.fileName} (PDF)`}
      w="100%"
      h="90vh"
      style={{ border: '1px solid var(--mantine-color-gray-3)' }}
    />
  );
}

/** Files of an ARC request: each downloads under its own name; images (and on the all-files page, PDFs) shown. */
export function ArcFileList({
  files,
  label,
  preview = 'thumbnail',
}: {
  files: ArcAttachment[];
  label: string;
  preview?: Preview;
}) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const download = useMutation({
    mutationFn: async (file: ArcAttachment) => {
      saveFile(await queryClient.ensureQueryData(arcFileQueryOptions(userId, file.id)), file.fileName);
      return file.fileName;
    },
  });
  if (files.length === 0) return <Text size="sm">No files.</Text>;
  const shown = (file: ArcAttachment) => preview === 'full' || (preview === 'thumbnail' && isImage(file));
  return (
    <Stack gap="sm">
      <Stack component="ul" aria-label={label} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {files.map((file) => (
          <Stack component="li" key={file.id} gap={4} align="flex-start">
            {shown(file) ? (
              <FilePreview file={file} preview={preview === 'full' ? 'full' : 'thumbnail'} />
            ) : null}
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => download.mutate(file)}
              loading={download.isPending && download.variables.id === file.id}
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
              h="auto"
            >
              Download {file.fileName} ({sizeText(file.sizeBytes)})
            </Button>
          </Stack>
        ))}
      </Stack>
      <FailureAlert when={download.isError} title={`${download.variables?.fileName} could not be downloaded`}>
        {errorText(download.error)}
      </FailureAlert>
    </Stack>
  );
}
