/**
 * The public links of issue 17 that people open from an SMS or email without signing in (seed 001 §7, "Public
 * reminder, e-invoice"): the appointment reminder (/appt/{id}) and the e-invoice (/inv/{id}). Their ids are
 * unguessable tokens; the rules of their states live here, once, for the API and the portal.
 */
import { z } from 'zod';

import { REMINDER_STATUSES, type ReminderAnswer, type ReminderStatus } from '../schemas/enums.js';
import { reminderStatusUpdateSchema } from '../schemas/public.js';

/** How long an e-invoice link stays open from when it is sent. */
export const INVOICE_LINK_DAYS = 30;

/** Random bytes in a link id: 192 bits, written as 32 base64url characters. */
export const PUBLIC_LINK_ID_BYTES = 24;

/** The longest id a link route reads; anything else is simply not found. */
export const PUBLIC_LINK_ID_MAX_LENGTH = 200;

const LINK_TOKEN = /^[A-Za-z0-9_-]+$/;

/**
 * Whether `value` can be the id of a link sent to a client (a reminder, an e-invoice, a Denticare cancellation):
 * base64url, at most {@link PUBLIC_LINK_ID_MAX_LENGTH} characters. Anything else (a NUL byte, a quote, a space)
 * is no link: it is answered as not found and never reaches the database.
 */
export function isLinkToken(value: string): boolean {
  return value.length <= PUBLIC_LINK_ID_MAX_LENGTH && LINK_TOKEN.test(value);
}

/**
 * A reminder's state at `now`: EXPIRED once the link has lapsed (it lapses when the appointment starts) or the
 * appointment is no longer scheduled; otherwise the client's answer, or PENDING before one. The answer can be
 * changed until the link expires.
 */
export function reminderStatus(
  link: { answer: ReminderAnswer | null; expiresAt: Date; bookingScheduled: boolean },
  now: Date,
): ReminderStatus {
  if (!link.bookingScheduled || now.getTime() >= link.expiresAt.getTime()) return 'EXPIRED';
  return link.answer ?? 'PENDING';
}

/** When an e-invoice link sent at `sentAt` lapses. */
export function invoiceLinkExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVOICE_LINK_DAYS * 86_400_000);
}

/** GET public/v1/appointment-reminder/client-attendance/{id}: the appointment, its NRIC masked. */
export const appointmentReminderSchema = z.object({
  id: z.string(),
  status: z.enum(REMINDER_STATUSES),
  clientName: z.string(),
  /** Masked: '*****567D', never more. */
  nric: z.string(),
  serviceName: z.string(),
  /** 'Pre-assessment', 'Session', … */
  sessionType: z.string(),
  centreName: z.string(),
  centreAddress: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** When the link lapses (the appointment's start). */
  expiryDate: z.string(),
  answeredDate: z.string().nullable(),
});
/** An appointment reminder as the public page reads it. */
export type AppointmentReminder = z.output<typeof appointmentReminderSchema>;

/** The body of the status update (domain reminderStatusUpdateSchema), no other field. */
export const appointmentReminderAnswerSchema = reminderStatusUpdateSchema.strict();

/** GET public/v1/inv/{id}: an unpaid invoice, the payer's NRIC masked. */
export const publicInvoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  issuedDate: z.string(),
  expiryDate: z.string(),
  billedTo: z.string(),
  /** Masked: '*****567D', or '' when none is held. */
  nric: z.string(),
  customerName: z.string(),
  items: z.array(z.object({ description: z.string(), quantity: z.int(), amount: z.number() })),
  subTotal: z.number(),
  discount: z.number(),
  gstPercentage: z.number(),
  gst: z.number(),
  total: z.number(),
  payableAmount: z.number(),
});
/** An e-invoice as the public page reads it. */
export type PublicInvoice = z.output<typeof publicInvoiceSchema>;
