import { Stack } from '@mantine/core';
import { useState } from 'react';
import { pages } from '../../lib/pages';
import { BoardMoneyPage } from './books/board-association';
import { WorkOrderList } from './work-orders/work-order-filters';
import { WorkOrderPanel } from './work-orders/work-order-panel';

/** /board/work-orders: the association's work orders; one opens with photos, history, messages and the estimate decision. */
export function WorkOrdersPage() {
  return (
    <BoardMoneyPage title={pages.workOrders.title}>
      {(associationId) => <BoardWorkOrders associationId={associationId} />}
    </BoardMoneyPage>
  );
}

function BoardWorkOrders({ associationId }: { associationId: number }) {
  const [openId, setOpenId] = useState(0);
  return (
    <Stack gap="md">
      {openId > 0 ? (
        <WorkOrderPanel
          side="board"
          associationId={associationId}
          workOrderId={openId}
          onClose={() => setOpenId(0)}
        />
      ) : null}
      <WorkOrderList side="board" associationId={associationId} onOpen={setOpenId} />
    </Stack>
  );
}
