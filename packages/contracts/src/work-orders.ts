import { z } from 'zod';
import { recordIdParam, text } from './request-fields';

/**
 * Work orders (issue 18, ADR 130): staff create and run them (vendor, estimate, actual cost, photos,
 * status); an estimate above the association's threshold waits for the board, which approves or refuses
 * it and comments. Calls of the associations service, under `/Board/Associations/{associationId}/WorkOrders…`
 * and `/Staff/Associations/{associationId}/WorkOrders…`.
 */

export const workOrderPriorities = ['low', 'normal', 'high', 'urgent'] as const;
export type WorkOrderPriority = (typeof workOrderPriorities)[number];
export const workOrderPriorityLabels: Record<WorkOrderPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const workOrderStatuses = [
  'open',
  'estimate_pending',
  'approved',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  open: 'Open',
  estimate_pending: 'Estimate awaiting approval',
  approved: 'Approved',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * Where a work order may go from each status (forward only). `estimate_pending` and `approved` are
 * reached through the estimate (staff) and the board's decision; a refused estimate sends the work
 * order back to `open` for a new estimate, the one way back, made by the board only.
 */
export const workOrderTransitions: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  open: ['estimate_pending', 'approved', 'in_progress', 'cancelled'],
  estimate_pending: ['estimate_pending', 'approved', 'open', 'cancelled'],
  approved: ['in_progress', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
/** The statuses staff set by hand (the others come from the estimate and the board). */
export const staffStatusTargets = ['in_progress', 'completed', 'cancelled'] as const;
export type StaffStatusTarget = (typeof staffStatusTargets)[number];

export const estimateDecisions = ['approve', 'refuse'] as const;
export type EstimateDecision = (typeof estimateDecisions)[number];

/** The threshold when staff have set none: estimates above $1,000.00 need the board. */
export const defaultEstimateThreshold = 100_000;
/** The largest cost, in cents ($10 million). */
export const maxWorkOrderCost = 1_000_000_000;
export const workOrderPhotoRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPerWorkOrder: 20,
  contentTypes: ['image/png', 'image/jpeg'] as const,
  accept: '.png,.jpg,.jpeg',
} as const;
export type WorkOrderPhotoType = (typeof workOrderPhotoRules.contentTypes)[number];

export const workOrderMessages = {
  notFound: 'This work order does not exist in this association.',
  photoNotFound: 'This photo does not exist on this work order.',
  oneLocation: 'Give either a common area or a property, not both.',
  locationRequired: 'Give the common area or choose a property.',
  unknownProperty: 'Choose one of this association’s properties.',
  unknownVendor: 'Choose one of this association’s vendors.',
  noteRequired: 'Please write why the estimate is refused.',
  notAwaitingBoard: 'This work order has no estimate awaiting the board.',
  finished: (status: string) => `This work order is ${status.toLowerCase()}; it can no longer change.`,
  badTransition: (from: string, to: string) =>
    `A work order that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`,
  estimateNeedsBoard:
    'The estimate is above the approval threshold and has not been approved by the board yet.',
  estimateClosed: 'The estimate can only be set while the work order is open or awaiting the board.',
  actualCostTooEarly: 'The actual cost is entered once the work is in progress or completed.',
  photoRequired: 'Attach a photo (PNG or JPEG).',
  notPhoto: (name: string) => `“${name}” is not a PNG or JPEG photo.`,
  photoEmpty: 'The photo is empty.',
  photoTooLarge: `The photo is larger than ${10} MB.`,
  tooManyPhotos: 'A work order has at most 20 photos.',
  notMaintenanceRequest: 'Only a general (maintenance) request of this association can become a work order.',
  requestConverted: 'This request already has a work order.',
} as const;

const requiredText = (max: number, message = 'Required') =>
  text().trim().min(1, message).max(max, `At most ${max} characters`);

export const workOrderCost = z
  .number({ error: 'Give the amount in cents, as a whole number' })
  .int('Give the amount in whole cents')
  .min(0, 'The amount cannot be negative')
  .max(maxWorkOrderCost, 'The amount is too large');

/** POST/PUT the work order's own fields: where (a common area or a property), who, how urgent. */
export const workOrderFormObject = z.object({
  title: requiredText(160, 'Title is required'),
  description: text().trim().max(4000, 'At most 4000 characters').default(''),
  commonArea: text()
    .trim()
    .max(160, 'At most 160 characters')
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  propertyId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  vendorId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  priority: z.enum(workOrderPriorities).default('normal'),
});
const oneLocation = <T extends { commonArea: string | null; propertyId: number | null }>(
  value: T,
  context: z.core.$RefinementCtx<T>,
) => {
  if (value.commonArea !== null && value.propertyId !== null) {
    context.addIssue({ code: 'custom', path: ['propertyId'], message: workOrderMessages.oneLocation });
  } else if (value.commonArea === null && value.propertyId === null) {
    context.addIssue({ code: 'custom', path: ['commonArea'], message: workOrderMessages.locationRequired });
  }
};
export const workOrderFormSchema = workOrderFormObject.superRefine(oneLocation).meta({ id: 'WorkOrderForm' });
export type WorkOrderForm = z.input<typeof workOrderFormSchema>;
export type WorkOrderFields = z.output<typeof workOrderFormSchema>;

export const estimateSchema = z.object({ estimatedCost: workOrderCost }).meta({ id: 'WorkOrderEstimate' });
export const actualCostSchema = z.object({ actualCost: workOrderCost }).meta({ id: 'WorkOrderActualCost' });
export const workOrderStatusChangeSchema = z
  .object({
    status: z.enum(staffStatusTargets),
    note: text().trim().max(1000, 'At most 1000 characters').default(''),
  })
  .meta({ id: 'WorkOrderStatusChange' });
export const estimateDecisionSchema = z
  .object({
    decision: z.enum(estimateDecisions),
    note: text().trim().max(1000, 'At most 1000 characters').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.note.length > 0, {
    path: ['note'],
    error: workOrderMessages.noteRequired,
  })
  .meta({ id: 'WorkOrderEstimateDecision' });
export type EstimateDecisionInput = z.input<typeof estimateDecisionSchema>;
export const workOrderCommentSchema = z
  .object({ body: requiredText(4000, 'Write a comment') })
  .meta({ id: 'WorkOrderComment' });
export const thresholdSchema = z
  .object({ estimateApprovalThreshold: workOrderCost })
  .meta({ id: 'WorkOrderThreshold' });
export type WorkOrderThreshold = z.infer<typeof thresholdSchema>;
export const fromRequestSchema = z
  .object({
    requestId: z.number().int().min(1).max(2_147_483_647),
    priority: z.enum(workOrderPriorities).default('normal'),
    vendorId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  })
  .meta({ id: 'WorkOrderFromRequest' });

export const workOrderListQuerySchema = z.object({
  status: z
    .enum([...workOrderStatuses, 'all', 'active'])
    .default('all')
    .describe('One status, `active` (neither completed nor cancelled) or `all`'),
  priority: z.enum([...workOrderPriorities, 'all']).default('all'),
  search: text().trim().max(100, 'At most 100 characters').default('').describe('In title or location'),
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuerySchema>;

export const workOrderSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    location: z.string().describe('The common area, or the property’s address'),
    commonArea: z.string().nullable(),
    propertyId: z.number().int().nullable(),
    vendorId: z.number().int().nullable(),
    vendorName: z.string().nullable(),
    priority: z.enum(workOrderPriorities),
    status: z.enum(workOrderStatuses),
    estimatedCost: z.number().int().nullable(),
    actualCost: z.number().int().nullable(),
    requestId: z.number().int().nullable(),
    photoCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'WorkOrderSummary' });
export type WorkOrderSummary = z.infer<typeof workOrderSummarySchema>;

export const workOrderListSchema = z
  .object({ workOrders: z.array(workOrderSummarySchema), estimateApprovalThreshold: z.number().int() })
  .meta({ id: 'WorkOrderList' });
export type WorkOrderList = z.infer<typeof workOrderListSchema>;

export const workOrderHistorySchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(workOrderStatuses).nullable(),
  toStatus: z.enum(workOrderStatuses),
  note: z.string(),
  estimatedCost: z.number().int().nullable(),
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
export const workOrderMessageSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  authorRole: z.enum(['board', 'staff']),
  body: z.string(),
  sentAt: z.iso.datetime(),
});
export const workOrderPhotoSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.enum(workOrderPhotoRules.contentTypes),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export const workOrderDetailSchema = z
  .object({
    workOrder: workOrderSummarySchema,
    estimateApprovalThreshold: z.number().int(),
    history: z.array(workOrderHistorySchema),
    messages: z.array(workOrderMessageSchema),
    photos: z.array(workOrderPhotoSchema),
    request: z
      .object({ id: z.number().int(), subject: z.string(), ownerName: z.string() })
      .nullable()
      .describe('The homeowner request it was made from'),
  })
  .meta({ id: 'WorkOrderDetail' });
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

export const maintenanceRequestSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  description: z.string(),
  address: z.string(),
  propertyId: z.number().int(),
  status: z.string(),
  createdAt: z.iso.datetime(),
});
export const staffWorkOrderOptionsSchema = z
  .object({
    vendors: z.array(z.object({ id: z.number().int(), name: z.string() })),
    properties: z.array(z.object({ id: z.number().int(), address: z.string() })),
    maintenanceRequests: z
      .array(maintenanceRequestSchema)
      .describe('General requests of the association without a work order yet'),
    estimateApprovalThreshold: z.number().int(),
  })
  .meta({ id: 'StaffWorkOrderOptions' });
export type StaffWorkOrderOptions = z.infer<typeof staffWorkOrderOptionsSchema>;

/** The work order a homeowner's request became: its status, shown on the request. */
export const requestWorkOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(workOrderStatuses),
});

export const workOrderCsvColumns = [
  'Id',
  'Title',
  'Location',
  'Vendor',
  'Priority',
  'Status',
  'Estimated cost',
  'Actual cost',
  'Created',
  'Description',
] as const;

export const workOrderIdParams = z.object({ associationId: recordIdParam, workOrderId: recordIdParam });
