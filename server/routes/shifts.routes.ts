import * as v from 'valibot';
import { cashMovementInputSchema, noSaleInputSchema, shiftCloseSchema, shiftListQuerySchema, shiftOpenSchema, shiftReportSchema, shiftRowSchema } from '../../src/domain/tills.schemas';
import { Status } from '../http/status';
import { closeShift, confirmShift, listShifts, moveCash, openShift, recordNoSale, shiftReport } from '../services/shifts';
import { sendPage } from './crud-routes';
import { idParamsSchema } from './id-params';
import { defineRoute } from './route';
import { en } from '../i18n/english';

const cashMovementSchema = v.object({ _id: v.string(), reference: v.string(), direction: v.picklist(['in', 'out']), amount: v.number(), reason: v.string(), createdAt: v.string() });
const noSaleSchema = v.object({ _id: v.string(), reason: v.string(), createdAt: v.string() });

/**
 * A till's shifts (docs/tills-and-shifts.md): open with a float, pay-ins and pay-outs, no-sales, the
 * X report, the blind count that closes, an admin's confirmation, and the shift report's list.
 */
export const shiftRoutes = [
  defineRoute({
    method: 'POST',
    path: '/api/tills/:id/shifts',
    idempotent: true,
    access: 'sales',
    tag: 'Shifts',
    summary: 'Open a shift at a till',
    description: 'The float counted into the drawer (float; floatDenominations as [{ value, count }] must add up to it). 409 when the till already has an open shift.',
    params: idParamsSchema,
    notFound: en`Till not found.`,
    body: shiftOpenSchema,
    answer: { status: 201, schema: shiftReportSchema, description: "The new shift's X report" },
    handle: async ({ c, db, params, body, user }) => c.json(await openShift(db, params.id, body, user), Status.created),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/shifts',
    access: 'reports',
    tag: 'Shifts',
    summary: 'List shifts with their counts and variances',
    description: 'Filters till and user (who opened it; ids), status, from and to (the shop day it opened); q searches the till and the cashier. Newest first.',
    query: shiftListQuerySchema,
    answer: { status: 200, list: true, schema: shiftRowSchema, description: 'A page of shifts' },
    handle: async ({ c, db, query }) => sendPage(c, await listShifts(db, query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/shifts/:id/report',
    access: 'sales',
    tag: 'Shifts',
    summary: 'The X report (open shift) or the Z report (counted shift)',
    params: idParamsSchema,
    notFound: en`Shift not found.`,
    answer: { status: 200, schema: shiftReportSchema, description: 'The report' },
    handle: async ({ c, db, params }) => c.json(await shiftReport(db, params.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shifts/:id/cash',
    access: 'sales',
    idempotent: true,
    tag: 'Shifts',
    summary: 'A pay-in or pay-out with its reason',
    description: "Money into or out of the till's cash account, with the shift. A pay-out above what the drawer should hold, or above the account's balance, is a 409.",
    params: idParamsSchema,
    notFound: en`Shift not found.`,
    body: cashMovementInputSchema,
    answer: { status: 201, schema: cashMovementSchema, description: 'The movement as recorded' },
    handle: async ({ c, db, params, body, user }) => c.json(await moveCash(db, params.id, body, user), Status.created),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shifts/:id/no-sale',
    access: 'sales',
    idempotent: true,
    tag: 'Shifts',
    summary: 'Record a drawer opened without a sale',
    params: idParamsSchema,
    notFound: en`Shift not found.`,
    body: noSaleInputSchema,
    answer: { status: 201, schema: noSaleSchema, description: 'The drawer open as recorded' },
    handle: async ({ c, db, params, body, user }) => c.json(await recordNoSale(db, params.id, body.reason, user), Status.created),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shifts/:id/close',
    idempotent: true,
    access: 'sales',
    tag: 'Shifts',
    summary: 'Close a shift with the blind count',
    description:
      'counted (and countedDenominations, which must add up to it). The till stops selling. A variance above General Setting\u2019s threshold counted by staff leaves the shift awaiting-confirmation; otherwise the variance is posted to the till\u2019s cash account and the shift is closed.',
    params: idParamsSchema,
    notFound: en`Shift not found.`,
    body: shiftCloseSchema,
    answer: { status: 200, schema: shiftReportSchema, description: 'The Z report' },
    handle: async ({ c, db, params, body, user }) => c.json(await closeShift(db, params.id, body, user)),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/shifts/:id/confirm',
    idempotent: true,
    access: 'accounts',
    tag: 'Shifts',
    summary: "Confirm a count's variance (admins)",
    description: 'Posts the variance to the till\u2019s cash account and closes a shift awaiting confirmation; 409 otherwise.',
    params: idParamsSchema,
    notFound: en`Shift not found.`,
    answer: { status: 200, schema: shiftReportSchema, description: 'The Z report' },
    handle: async ({ c, db, params, user }) => c.json(await confirmShift(db, params.id, user)),
  }),
];
