/**
 * The public links of issue 17: appointment reminder links (a scheduled service booking) and e-invoice links (an
 * order), each found by its unguessable token. The client's answer to a reminder is recorded on the link; the
 * booking itself does not change.
 */
import { isLinkToken, type ReminderAnswer } from '@careportal/domain';
import { eq } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import {
  appointmentReminderLinks,
  centres,
  customers,
  invoiceLinks,
  lovedOnes,
  orders,
  products,
  serviceBookings,
  services,
} from '../db/schema/index.ts';

/** A reminder link with what the page shows of its appointment. */
export interface ReminderLinkView {
  link: typeof appointmentReminderLinks.$inferSelect;
  booking: typeof serviceBookings.$inferSelect;
  productName: string;
  centre: typeof centres.$inferSelect;
  /** The person the appointment is for: the customer or their loved one. */
  client: { name: string; nationalId: string | null };
}

/** An invoice link with whose order it is. */
export interface InvoiceLinkView {
  link: typeof invoiceLinks.$inferSelect;
  customerId: string;
  payerNationalId: string | null;
  /** The customer's language (customers.language), which the invoice's PDF is written in. */
  payerLanguage: string | null;
}

export function publicLinksRepository(db: AppDatabase) {
  return {
    async reminderByToken(token: string): Promise<ReminderLinkView | undefined> {
      if (!isLinkToken(token)) return undefined;
      const [row] = await db
        .select({
          link: appointmentReminderLinks,
          booking: serviceBookings,
          productName: products.name,
          centre: centres,
          customerName: customers.name,
          customerNationalId: customers.nationalId,
          lovedOneName: lovedOnes.name,
          lovedOneNationalId: lovedOnes.nationalId,
        })
        .from(appointmentReminderLinks)
        .innerJoin(serviceBookings, eq(serviceBookings.id, appointmentReminderLinks.serviceBookingId))
        .innerJoin(services, eq(services.id, serviceBookings.serviceId))
        .innerJoin(products, eq(products.id, services.productId))
        .innerJoin(centres, eq(centres.id, serviceBookings.centreId))
        .leftJoin(customers, eq(customers.id, services.customerId))
        .leftJoin(lovedOnes, eq(lovedOnes.id, services.lovedOneId))
        .where(eq(appointmentReminderLinks.token, token))
        .limit(1);
      if (!row) return undefined;
      return {
        link: row.link,
        booking: row.booking,
        productName: row.productName,
        centre: row.centre,
        client: {
          name: row.lovedOneName ?? row.customerName ?? '',
          nationalId: row.lovedOneNationalId ?? row.customerNationalId ?? null,
        },
      };
    },

    /** Records (or changes) the client's answer; whether the link exists. */
    async answerReminder(token: string, answer: ReminderAnswer, now: Date): Promise<boolean> {
      if (!isLinkToken(token)) return false;
      const updated = await db
        .update(appointmentReminderLinks)
        .set({ answer, answeredAt: now })
        .where(eq(appointmentReminderLinks.token, token))
        .returning({ id: appointmentReminderLinks.id });
      return updated.length > 0;
    },

    /** Makes a reminder link (the reminder job and the tests). */
    async createReminderLink(values: {
      token: string;
      serviceBookingId: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(appointmentReminderLinks).values(values);
    },

    async invoiceByToken(token: string): Promise<InvoiceLinkView | undefined> {
      if (!isLinkToken(token)) return undefined;
      const [row] = await db
        .select({
          link: invoiceLinks,
          customerId: orders.customerId,
          payerNationalId: customers.nationalId,
          payerLanguage: customers.language,
        })
        .from(invoiceLinks)
        .innerJoin(orders, eq(orders.id, invoiceLinks.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(invoiceLinks.token, token))
        .limit(1);
      return row;
    },

    /** Makes an invoice link (the invoice job and the tests). */
    async createInvoiceLink(values: {
      token: string;
      orderId: string;
      expiresAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(invoiceLinks).values(values);
    },
  };
}

export type PublicLinksRepository = ReturnType<typeof publicLinksRepository>;
