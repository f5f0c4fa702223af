import '@mantine/core/styles/SegmentedControl.layer.css';
import type { ViolationListView } from '@hoa/contracts/violations';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { FileDownloadOutcome, useFileDownload } from '../file-download';
import { downloadViolationsCsv, type ViolationSide } from './violation-api';

const viewLabels: Record<ViolationListView, string> = {
  open: 'Open',
  awaitingBoard: 'Awaiting the board',
  all: 'All',
};
const views = Object.keys(viewLabels) as ViolationListView[];

/**
 * Which violations a page lists and which one it has open, starting from the address: `?view=awaitingBoard`
 * (the board's task overview links so) and `?violation=ID` (an inspection's finding links so).
 */
export function useViolationView() {
  const [view, setView] = useState<ViolationListView>(() => {
    const asked = new URLSearchParams(window.location.search).get('view');
    return views.find((one) => one === asked) ?? 'open';
  });
  const [openId, setOpenId] = useState(() => {
    const asked = Number(new URLSearchParams(window.location.search).get('violation'));
    return Number.isInteger(asked) && asked > 0 ? asked : 0;
  });
  return { view, setView, openId, setOpenId };
}

/** The list's view chooser and its CSV export (the board's or the staff's call). */
export function ViolationViewControls({
  side,
  associationId,
  view,
  onChange,
}: {
  side: ViolationSide;
  associationId: number;
  view: ViolationListView;
  onChange: (view: ViolationListView) => void;
}) {
  const exportCsv = useFileDownload(() => downloadViolationsCsv(side, associationId, view));
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Which violations"
          value={view}
          onChange={(value) => onChange(value as ViolationListView)}
          data={views.map((value) => ({ value, label: viewLabels[value] }))}
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
