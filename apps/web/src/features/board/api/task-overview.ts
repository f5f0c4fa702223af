import { boardTaskOverviewSchema } from '@hoa/contracts/board-task-overview';
import { byIdHook, callChecked } from '../../../lib/api/checked-reads';
import { paymentsClient } from '../../../lib/api/service-clients';
import { boardKeys } from '../board-keys';

/** GET /BoardMember/BoardMemberTaskOverview?associationId=: what needs me on that association's board. */
export const useTaskOverview = byIdHook(boardKeys.taskOverview, (associationId, signal) =>
  callChecked(paymentsClient, '/BoardMember/BoardMemberTaskOverview', boardTaskOverviewSchema, {
    query: { associationId },
    signal,
  }),
);
