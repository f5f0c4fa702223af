import '@mantine/core/styles/ScrollArea.layer.css';
import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A wide table's own sideways scroll (the page never scrolls sideways, issue 13). It brings the scroll
 * area's stylesheet with it: without that, Mantine's container does not clip and the page widens.
 * `label` names the scrolling region for screen readers (what the table lists).
 */
export function TableScroll({ label, ...props }: TableScrollContainerProps & { label: string }) {
  // keyboard users reach the sideways scroll too; the stop is a named region, not an anonymous box
  return (
    <Table.ScrollContainer
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
      {...props}
    />
  );
}
