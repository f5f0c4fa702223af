import '@mantine/core/styles/SegmentedControl.layer.css';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { type DownloadedFile, FileDownloadOutcome, useFileDownload } from './file-download';

/**
 * A list's chooser of which rows it shows (its options in the order of `labels`) beside the CSV export
 * of those rows, and how the export went: the violations, inspections and invoices lists.
 */
export function ListViewControls<V extends string>({
  label,
  labels,
  value,
  onChange,
  downloadCsv,
}: {
  /** The chooser's accessible name, e.g. "Which violations". */
  label: string;
  labels: Record<V, string>;
  value: V;
  onChange: (value: V) => void;
  downloadCsv: () => Promise<DownloadedFile>;
}) {
  const exportCsv = useFileDownload(downloadCsv);
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={label}
          value={value}
          onChange={(chosen) => onChange(chosen as V)}
          data={(Object.keys(labels) as V[]).map((option) => ({ value: option, label: labels[option] }))}
          style={{ maxWidth: '100%', overflowX: 'auto' }}
        />
        <Button variant="default" onClick={() => exportCsv.mutate()} loading={exportCsv.isPending}>
          Export CSV
        </Button>
      </Group>
      <FileDownloadOutcome download={exportCsv} />
    </>
  );
}
