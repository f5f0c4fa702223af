import type { ArcListQuery } from '@hoa/contracts/arc-review';
import type { CollectionListQuery } from '@hoa/contracts/association-collections';
import type { HomeownerListQuery } from '@hoa/contracts/association-homeowners';
import type { AccountLinesQuery, ReportKind } from '@hoa/contracts/association-reports';
import type { InvoiceView } from '@hoa/contracts/vendor-invoices';
import { type KeyOwner, queryKey } from '../../lib/query-keys';

/** Query keys of the board areas, under [userId, 'board']. */
export const boardKeys = {
  user: (userId: KeyOwner) => queryKey(userId, 'board'),
  arcs: (userId: KeyOwner) => [...boardKeys.user(userId), 'arcs'] as const,
  arcList: (userId: KeyOwner, query: ArcListQuery) => [...boardKeys.arcs(userId), 'list', query] as const,
  arcDetail: (userId: KeyOwner, id: number) => [...boardKeys.arcs(userId), 'detail', id] as const,
  arcMessages: (userId: KeyOwner, id: number) => [...boardKeys.arcDetail(userId, id), 'messages'] as const,
  arcAttachments: (userId: KeyOwner, id: number) =>
    [...boardKeys.arcDetail(userId, id), 'attachments'] as const,
  /** One file's content (for a preview): files never change, so it is fetched once. */
  arcFile: (userId: KeyOwner, attachmentId: number) =>
    [...boardKeys.arcs(userId), 'file', attachmentId] as const,
  /** One association's vendor invoices (issue 17). */
  invoices: (userId: KeyOwner, associationId: number) =>
    [...boardKeys.user(userId), 'invoices', associationId] as const,
  invoiceList: (userId: KeyOwner, query: { associationId: number; status: InvoiceView }) =>
    [...boardKeys.invoices(userId, query.associationId), 'list', query.status] as const,
  invoiceDetail: (userId: KeyOwner, associationId: number, id: number) =>
    [...boardKeys.invoices(userId, associationId), 'detail', id] as const,
  /** One report of one association for its dates (`asOf`, or `from` and `to`). */
  report: (userId: KeyOwner, associationId: number, report: ReportKind, dates: Record<string, string>) =>
    [...boardKeys.user(userId), 'reports', associationId, report, dates] as const,
  /** The journal lines behind a report's figure. */
  reportLines: (userId: KeyOwner, associationId: number, query: AccountLinesQuery) =>
    [...boardKeys.user(userId), 'reports', associationId, 'lines', query] as const,
  /** An association's books (issue 17): collections, the lines behind a figure, homeowners. */
  books: (userId: KeyOwner, associationId: number) =>
    [...boardKeys.user(userId), 'books', associationId] as const,
  collections: (
    userId: KeyOwner,
    query: CollectionListQuery & { associationId: number; side: 'board' | 'staff' },
  ) => [...boardKeys.books(userId, query.associationId), 'collections', query] as const,
  accountLines: (userId: KeyOwner, query: { associationId: number; subLedgerId: number; asOf: string }) =>
    [...boardKeys.books(userId, query.associationId), 'lines', query] as const,
  homeowners: (userId: KeyOwner, query: HomeownerListQuery & { associationId: number }) =>
    [...boardKeys.books(userId, query.associationId), 'homeowners', query] as const,
};
