import { documentMessages } from '@hoa/contracts/documents';
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { isApiError } from '../../../lib/api/request-failure';

export interface UploadItem {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  error?: { title: string; detail: string };
}

/** What went wrong with one file, in the spec's words: 'File Size Exceeded' with the file's message. */
export function uploadErrorOf(error: unknown): { title: string; detail: string } {
  if (isApiError(error) && error.body) {
    const title = error.body.message ?? documentMessages.uploadFailed;
    return { title, detail: error.body.detail ?? '' };
  }
  return { title: documentMessages.uploadFailed, detail: '' };
}

/** Each file of the last upload with its state; read out as it changes. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  const failed = items.filter((item) => item.status === 'failed');
  return (
    <div aria-live="polite">
      {failed.length > 0 && (
        <Alert color="red" title={documentMessages.uploadFailed} mb="sm">
          <List spacing={4}>
            {failed.map((item) => (
              <List.Item key={item.key}>
                {item.error?.title && item.error.title !== documentMessages.uploadFailed && (
                  <Text fw={600} span>
                    {`${item.error.title}: `}
                  </Text>
                )}
                {item.error?.detail || item.name}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <List spacing={2} size="sm">
        {items
          .filter((item) => item.status !== 'failed')
          .map((item) => (
            <List.Item key={item.key}>
              <Group gap={6}>
                {item.status === 'uploading' && <Loader size={12} aria-hidden />}
                <Text size="sm">
                  {item.name}: {item.status === 'uploading' ? 'uploading…' : 'uploaded'}
                </Text>
              </Group>
            </List.Item>
          ))}
      </List>
    </div>
  );
}
