import { z } from 'zod';

import { recordId } from './shared.js';

/**
 * A saved card. `number` is the masked number the provider returns (only its last 4 digits are shown,
 * 'ending in …'). `brand` is kept as sent: the known brands are `CARD_BRANDS`, and any other brand shows the
 * generic add-card tile rather than failing validation.
 */
export const cardSchema = z.object({
  id: recordId(),
  number: z.string(),
  brand: z.string(),
});

/** A saved card. */
export type Card = z.output<typeof cardSchema>;

/** The body of POST payment/dbs-pay. */
export const dbsPayRequestSchema = z.object({
  billReferenceNumber: z.string().min(1),
  amount: z.number().positive(),
});

/** A PayNow (DBS) payment request. */
export type DbsPayRequest = z.output<typeof dbsPayRequestSchema>;
