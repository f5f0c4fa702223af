import { associationArcRequestsRoute } from '../modules/arc-review/association-arc-routes';
import { assistantRoutes } from '../modules/assistant/assistant-routes';
import { collectionRoutes } from '../modules/association-books/collection-routes';
import { homeownerRoutes } from '../modules/association-books/homeowner-routes';
import { reportRoutes } from '../modules/association-reports/report-routes';
import { boardBankRoutes } from '../modules/bank-accounts/board-bank-routes';
import { staffBankRoutes } from '../modules/bank-accounts/staff-bank-routes';
import { boardTodoRoutes, staffTodoRoutes } from '../modules/board-todos/todo-routes';
import { budgetRoutes } from '../modules/budgets/budget-routes';
import { calendarRoutes } from '../modules/calendar/calendar-routes';
import { communityPageRoutes } from '../modules/community-pages/page-routes';
import { getDirectoryRoute } from '../modules/directory/get-directory';
import { documentReadRoutes } from '../modules/documents/document-read-routes';
import { documentRoutes } from '../modules/documents/document-routes';
import { boardInspectionRoutes } from '../modules/inspections/inspection-read-routes';
import {
  staffInspectionReadRoutes,
  staffInspectionRoutes,
  uploadFindingPhotoRoute,
} from '../modules/inspections/staff-inspection-routes';
import { boardInvoiceRoutes } from '../modules/vendor-invoices/board-invoice-routes';
import { staffInvoiceRoutes } from '../modules/vendor-invoices/staff-invoice-routes';
import { boardViolationRoutes } from '../modules/violations/board-violation-routes';
import {
  staffViolationRoutes,
  uploadViolationPhotoRoute,
} from '../modules/violations/staff-violation-routes';
import { boardWorkOrderRoutes } from '../modules/work-orders/board-work-order-routes';
import { staffWorkOrderRoutes } from '../modules/work-orders/staff-work-order-routes';
import { defineService } from './define-service';

export const associationsService = defineService({
  name: 'associations',
  description:
    'Association data: ARC requests, reservations, directories, documents and the rules assistant.',
  routes: [
    associationArcRequestsRoute,
    getDirectoryRoute,
    documentReadRoutes,
    documentRoutes,
    calendarRoutes,
    communityPageRoutes,
    assistantRoutes,
    boardInvoiceRoutes,
    staffInvoiceRoutes,
    reportRoutes,
    collectionRoutes,
    homeownerRoutes,
    boardBankRoutes,
    staffBankRoutes,
    budgetRoutes,
    boardTodoRoutes,
    staffTodoRoutes,
    boardWorkOrderRoutes,
    staffWorkOrderRoutes,
    boardViolationRoutes,
    staffViolationRoutes,
    uploadViolationPhotoRoute,
    boardInspectionRoutes,
    staffInspectionReadRoutes,
    staffInspectionRoutes,
    uploadFindingPhotoRoute,
  ],
});
