import { documentMessages } from '@hoa/contracts/documents';
import { Alert, Group, List, Loader, Text } from '@mantine/core';
import { parseFieldDetail } from '../../../lib/api/form-failure';
import { isApiError } from '../../../lib/api/request-failure';

export interface UploadItem {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'failed';
  error?: UploadError;
}

/** Why one file was not uploaded; `retryable` when trying again could help (network, server fault). */
export interface UploadError {
  title: string;
  detail: string;
  retryable: boolean;
}

/** Titles that say what kind of refusal it was ('File Size Exceeded'); shown before the file's line. */
const namedTitles = new Set<string>([documentMessages.fileSizeExceeded]);

/** What went wrong with one file, in the spec's words: 'File Size Exceeded' with the file's message. */
export function uploadErrorOf(error: unknown): UploadError {
  const status = isApiError(error) ? error.status : null;
  const retryable = status === null || status >= 500 || status === 429;
  if (isApiError(error) && error.body) {
    const title = error.body.message ?? documentMessages.uploadFailed;
    const detail = parseFieldDetail(error.body.detail)?.message ?? error.body.detail ?? '';
    return { title, detail, retryable };
  }
  return { title: documentMessages.uploadFailed, detail: '', retryable };
}

/** One refused file's line: its name (unless the message names it already) and the reason, said once. */
export function failureLine(name: string, error: UploadError | undefined): string {
  const reason = error?.detail || error?.title || documentMessages.uploadFailed;
  const named = reason.includes(`"${name}"`) ? reason : `"${name}": ${reason}`;
  return error && namedTitles.has(error.title) && error.title !== reason ? `${error.title}: ${named}` : named;
}

/** Each file of the last upload with its state; read out as it changes. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null;
  const failed = items.filter((item) => item.status === 'failed');
  // "Please try again" only when trying again could help: a refused type or name never will
  const title = failed.some((item) => item.error?.retryable !== false)
    ? documentMessages.uploadFailed
    : documentMessages.filesRefused;
  return (
    <div aria-live="polite">
      {failed.length > 0 && (
        <Alert color="red" title={title} mb="sm">
          <List spacing={4}>
            {failed.map((item) => (
              <List.Item key={item.key}>{failureLine(item.name, item.error)}</List.Item>
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
