import { type ReportFileFormat, type ReportKind, reportTitles } from '@hoa/contracts/association-reports';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FailureAlert } from '../../../components/failure-alert';
import { saveFile } from '../../../lib/save-file';
import { downloadReport } from './report-api';
import { type PeriodPreset, periodPresetLabels, periodPresets, presetPeriod } from './report-dates';

/** The PDF and CSV downloads of a report for the dates on screen. */
export function ReportDownloads({
  associationId,
  report,
  dates,
}: {
  associationId: number;
  report: ReportKind;
  dates: Record<string, string>;
}) {
  const download = useMutation({
    mutationFn: async (format: ReportFileFormat) => {
      const file = await downloadReport(associationId, report, dates, format);
      saveFile(file.blob, file.fileName);
    },
  });
  const title = reportTitles[report];
  return (
    <Group gap="xs" wrap="wrap">
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="default"
          onClick={() => download.mutate(format)}
          loading={download.isPending && download.variables === format}
          aria-label={`Download the ${title.toLowerCase()} as ${format.toUpperCase()}`}
        >
          Download {format.toUpperCase()}
        </Button>
      ))}
      <FailureAlert when={download.error} title="Not downloaded">
        The file could not be made. Try again.
      </FailureAlert>
    </Group>
  );
}

export function AsOfInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextInput
      type="date"
      label="As of"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={200}
    />
  );
}

/** From and to dates with the presets; an end before the start is said at the start. */
export function PeriodInputs({
  period,
  onChange,
}: {
  period: { from: string; to: string };
  onChange: (period: { from: string; to: string }) => void;
}) {
  const backwards = period.from !== '' && period.to !== '' && period.from > period.to;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        value={period.from}
        error={backwards ? 'The start must be on or before the end.' : undefined}
        onChange={(event) => onChange({ ...period, from: event.currentTarget.value })}
        maw={200}
      />
      <TextInput
        type="date"
        label="To"
        value={period.to}
        onChange={(event) => onChange({ ...period, to: event.currentTarget.value })}
        maw={200}
      />
      <Group gap="xs" wrap="wrap">
        {periodPresets.map((preset: PeriodPreset) => (
          <Button
            key={preset}
            variant="light"
            size="compact-sm"
            onClick={() => onChange(presetPeriod(preset))}
          >
            {periodPresetLabels[preset]}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
