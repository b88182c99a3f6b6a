/** Client accounts and their loved ones. */
import { isDisplayMode, isLocale, type DisplayMode, type Locale } from '@careportal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { categories, customers, lovedOnes } from '../db/schema/index.ts';

export type Customer = typeof customers.$inferSelect;
export type LovedOne = typeof lovedOnes.$inferSelect;

export function customersRepository(db: AppDatabase) {
  return {
    async findBySubject(subject: string): Promise<Customer | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.identitySubject, subject)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<Customer | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(sql`lower(${customers.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /**
     * Associates a sign-in subject with a client account that has none yet. Returns the updated account, or
     * undefined when the account meanwhile got another subject (the update is conditional, so two first sign-ins
     * racing each other cannot both win).
     */
    async associateSubject(customerId: string, subject: string, now: Date): Promise<Customer | undefined> {
      const [row] = await db
        .update(customers)
        .set({ identitySubject: subject, updatedAt: now })
        .where(and(eq(customers.id, customerId), isNull(customers.identitySubject)))
        .returning();
      return row;
    },

    /** The name of the customer's service category ('Active Ageing', …), or null when they have none. */
    async categoryName(customer: Pick<Customer, 'categoryId'>): Promise<string | null> {
      if (customer.categoryId === null) return null;
      const [row] = await db
        .select({ name: categories.name })
        .from(categories)
        .where(eq(categories.id, customer.categoryId))
        .limit(1);
      return row?.name ?? null;
    },

    /** Keeps the customer's choice of senior mode; returns it as stored. */
    async setDisplayMode(customerId: string, displayMode: DisplayMode, now: Date): Promise<DisplayMode> {
      const [row] = await db
        .update(customers)
        .set({ displayMode, updatedAt: now })
        .where(eq(customers.id, customerId))
        .returning({ displayMode: customers.displayMode });
      if (!row || !isDisplayMode(row.displayMode)) throw new Error(`customer ${customerId} is gone`);
      return row.displayMode;
    },

    /** Keeps the customer's language; returns it as stored. */
    async setLanguage(customerId: string, language: Locale, now: Date): Promise<Locale> {
      const [row] = await db
        .update(customers)
        .set({ language, updatedAt: now })
        .where(eq(customers.id, customerId))
        .returning({ language: customers.language });
      if (!row || !isLocale(row.language)) throw new Error(`customer ${customerId} is gone`);
      return row.language;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
      return row?.n ?? 0;
    },

    /** The loved one `lovedOneId` when `ownerId` owns it. */
    async findOwnedLovedOne(ownerId: string, lovedOneId: string): Promise<LovedOne | undefined> {
      const [row] = await db
        .select()
        .from(lovedOnes)
        .where(and(eq(lovedOnes.id, lovedOneId), eq(lovedOnes.ownerCustomerId, ownerId)))
        .limit(1);
      return row;
    },
  };
}

export type CustomersRepository = ReturnType<typeof customersRepository>;
