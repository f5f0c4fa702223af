import { Text } from '@mantine/core';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { errorText } from '../lib/api/error-text';
import { saveFile } from '../lib/save-file';
import { FailureAlert } from './failure-alert';

/** A file the server builds on request (a CSV export, a report): what the browser saves. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Fetches a file and hands it to the browser to save; the mutation's data is the file name. */
export function useFileDownload<Args = void>(
  download: (args: Args) => Promise<DownloadedFile>,
): UseMutationResult<string, Error, Args> {
  return useMutation({
    mutationFn: async (args: Args) => {
      const file = await download(args);
      saveFile(file.blob, file.fileName);
      return file.fileName;
    },
  });
}

/** How a download went: why it failed, or which file was saved (read out by screen readers). */
export function FileDownloadOutcome<Args>({
  download,
  failureTitle = 'The export could not be downloaded',
}: {
  download: UseMutationResult<string, Error, Args>;
  failureTitle?: string;
}) {
  return (
    <>
      <FailureAlert when={download.isError} title={failureTitle}>
        {errorText(download.error)}
      </FailureAlert>
      {download.isSuccess ? (
        <Text size="sm" role="status">
          Downloaded {download.data}.
        </Text>
      ) : null}
    </>
  );
}
