import type { ViolationListView } from '@hoa/contracts/violations';
import { useState } from 'react';
import { ListViewControls } from '../list-view-controls';
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
  return (
    <ListViewControls
      label="Which violations"
      labels={viewLabels}
      value={view}
      onChange={onChange}
      downloadCsv={() => downloadViolationsCsv(side, associationId, view)}
    />
  );
}
