/** Saved cards (linkpay/cards): only the gateway's token, the brand, the last 4 digits and the expiry. */
import { and, asc, desc, eq, ne } from 'drizzle-orm';

import type { AppDatabase } from '../../db/client.ts';
import { paymentCards } from '../../db/schema/index.ts';
import type { CardRow } from './shared.ts';

export function cardsRepository(db: AppDatabase) {
  return {
    /** The customer's cards, the default first, then oldest first. */
    listCards(customerId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(paymentCards)
        .where(eq(paymentCards.customerId, customerId))
        .orderBy(desc(paymentCards.isDefault), asc(paymentCards.createdAt), asc(paymentCards.id));
    },

    async findCard(customerId: string, id: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentCards)
        .where(and(eq(paymentCards.id, id), eq(paymentCards.customerId, customerId)))
        .limit(1);
      return row;
    },

    /** Saves a card the gateway tokenised; the first active card of a customer becomes the default. */
    async addCard(
      customerId: string,
      card: Pick<
        CardRow,
        | 'id'
        | 'gatewayToken'
        | 'brand'
        | 'last4'
        | 'expiryMonth'
        | 'expiryYear'
        | 'status'
        | 'challengeId'
        | 'challengeUrl'
      >,
      now: Date,
    ): Promise<CardRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentCards)
          .values({ ...card, customerId, createdAt: now })
          .returning();
        if (!row) throw new Error('card insert returned no row');
        return card.status === 'ACTIVE' ? ((await makeDefaultIfNone(tx, row)) ?? row) : row;
      });
    },

    /** Marks a verified card active (the default when the customer has none). */
    async activateCard(card: CardRow): Promise<CardRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentCards)
          .set({ status: 'ACTIVE', challengeId: null, challengeUrl: null })
          .where(eq(paymentCards.id, card.id))
          .returning();
        if (!row) throw new Error('card update returned no row');
        return (await makeDefaultIfNone(tx, row)) ?? row;
      });
    },

    /** Makes `id` the customer's default card; false when it is not theirs or not active. */
    async setDefaultCard(customerId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [card] = await tx
          .select()
          .from(paymentCards)
          .where(
            and(
              eq(paymentCards.id, id),
              eq(paymentCards.customerId, customerId),
              eq(paymentCards.status, 'ACTIVE'),
            ),
          )
          .for('update');
        if (!card) return false;
        await tx
          .update(paymentCards)
          .set({ isDefault: false })
          .where(and(eq(paymentCards.customerId, customerId), ne(paymentCards.id, id)));
        await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, id));
        return true;
      });
    },

    /** Deletes the card; the oldest other active card becomes the default if it was. */
    async deleteCard(card: CardRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(paymentCards).where(eq(paymentCards.id, card.id));
        if (!card.isDefault) return;
        const [next] = await tx
          .select()
          .from(paymentCards)
          .where(and(eq(paymentCards.customerId, card.customerId), eq(paymentCards.status, 'ACTIVE')))
          .orderBy(asc(paymentCards.createdAt), asc(paymentCards.id))
          .limit(1);
        if (next) await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, next.id));
      });
    },
  };
}

async function makeDefaultIfNone(tx: AppDatabase, card: CardRow): Promise<CardRow | undefined> {
  const [existing] = await tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, card.customerId), eq(paymentCards.isDefault, true)))
    .limit(1);
  if (existing) return undefined;
  const [row] = await tx
    .update(paymentCards)
    .set({ isDefault: true })
    .where(eq(paymentCards.id, card.id))
    .returning();
  return row;
}
