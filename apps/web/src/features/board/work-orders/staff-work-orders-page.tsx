import {
  type StaffWorkOrderOptions,
  type WorkOrderPriority,
  workOrderPriorities,
  workOrderPriorityLabels,
} from '@hoa/contracts/work-orders';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AssociationChooserPage } from '../../../components/association-chooser-page';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { errorText } from '../../../lib/api/error-text';
import { pages } from '../../../lib/pages';
import { useStaffAssociationList, useWorkOrderFromRequest, useWorkOrderOptions } from '../api/work-orders';
import { StaffControls } from './staff-work-order-controls';
import { WorkOrderForm } from './staff-work-order-form';
import { WorkOrderList } from './work-order-filters';
import { WorkOrderPanel } from './work-order-panel';

/** /staff/work-orders: an association's work orders: create, update, estimate, status, photos, requests. */
export function StaffWorkOrdersPage() {
  return (
    <AssociationChooserPage title={pages.staffWorkOrders.title} associations={useStaffAssociationList()}>
      {(associationId) => <AssociationWorkOrders associationId={associationId} />}
    </AssociationChooserPage>
  );
}

function AssociationWorkOrders({ associationId }: { associationId: number }) {
  const options = useWorkOrderOptions(associationId);
  const [openId, setOpenId] = useState(0);
  return (
    <Stack gap="lg">
      <QueryStatus
        label="Loading the vendors and requests…"
        isPending={options.isPending}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
      {options.data ? (
        <>
          <RequestsToConvert associationId={associationId} options={options.data} onMade={setOpenId} />
          <Paper withBorder p="md" component="section" aria-labelledby="new-work-order-heading">
            <Title order={2} size="h3" id="new-work-order-heading" mb="sm">
              New work order
            </Title>
            <WorkOrderForm associationId={associationId} options={options.data} onSaved={setOpenId} />
          </Paper>
        </>
      ) : null}
      {openId > 0 ? (
        <WorkOrderPanel
          side="staff"
          associationId={associationId}
          workOrderId={openId}
          onClose={() => setOpenId(0)}
        >
          {(detail) =>
            options.data ? (
              <StaffControls associationId={associationId} detail={detail} options={options.data} />
            ) : null
          }
        </WorkOrderPanel>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="staff-work-orders-heading">
        <Title order={2} size="h3" id="staff-work-orders-heading">
          Work orders
        </Title>
        <WorkOrderList side="staff" associationId={associationId} onOpen={setOpenId} />
      </Stack>
    </Stack>
  );
}

/** The association's general requests without a work order, each with a button to make one. */
function RequestsToConvert({
  associationId,
  options,
  onMade,
}: {
  associationId: number;
  options: StaffWorkOrderOptions;
  onMade: (id: number) => void;
}) {
  const convert = useWorkOrderFromRequest(associationId);
  const [priority, setPriority] = useState<WorkOrderPriority>('normal');
  return (
    <Stack gap="xs" component="section" aria-labelledby="maintenance-requests-heading">
      <Title order={2} size="h3" id="maintenance-requests-heading">
        Maintenance requests without a work order
      </Title>
      {options.maintenanceRequests.length === 0 ? (
        <Text size="sm">Every open maintenance request has a work order.</Text>
      ) : (
        <>
          <NativeSelect
            label="Priority of the work order"
            value={priority}
            onChange={(event) => setPriority(event.currentTarget.value as WorkOrderPriority)}
            data={workOrderPriorities.map((value) => ({ value, label: workOrderPriorityLabels[value] }))}
            maw={240}
          />
          <ul>
            {options.maintenanceRequests.map((request) => (
              <li key={request.id}>
                <Group gap="sm" wrap="wrap">
                  <Text size="sm">
                    #{request.id} {request.subject} ({request.address})
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={convert.isPending && convert.variables.requestId === request.id}
                    aria-label={`Make a work order of request ${request.id}: ${request.subject}`}
                    onClick={() =>
                      convert.mutate(
                        { requestId: request.id, priority, vendorId: null },
                        { onSuccess: (detail) => onMade(detail.workOrder.id) },
                      )
                    }
                  >
                    Make work order
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        </>
      )}
      <FailureAlert when={convert.isError} title="The work order was not made">
        {errorText(convert.error)}
      </FailureAlert>
    </Stack>
  );
}
