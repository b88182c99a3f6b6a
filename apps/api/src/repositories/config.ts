/** Remote app configuration and master codes. */
import {
  DEFAULT_APP_VERSION,
  DEFAULT_DISABLED_LOVED_ONE,
  appConfigSchema,
  type AppConfig,
} from '@careportal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

import type { AppDatabase } from '../db/client.ts';
import { appConfig, masterCodes } from '../db/schema/index.ts';

export type MasterCode = typeof masterCodes.$inferSelect;

export function configRepository(db: AppDatabase) {
  return {
    /** The app configuration; missing keys take the domain defaults. */
    async getAppConfig(): Promise<AppConfig> {
      const rows = await db.select().from(appConfig);
      const values = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      const parsed = appConfigSchema.safeParse(values);
      return parsed.success
        ? parsed.data
        : { versionNumber: DEFAULT_APP_VERSION, disabledLovedOne: DEFAULT_DISABLED_LOVED_ONE };
    },

    /** Writes the given keys in one transaction and returns the whole configuration. */
    async updateAppConfig(patch: Partial<AppConfig>, now: Date): Promise<AppConfig> {
      const entries = Object.entries(patch) as [string, unknown][];
      const defined = entries.filter(([, v]) => v !== undefined);
      await db.transaction(async (tx) => {
        for (const [key, value] of defined) {
          await tx
            .insert(appConfig)
            .values({ key, value, updatedAt: now })
            .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: now } });
        }
      });
      return this.getAppConfig();
    },

    async listMasterCodes(
      code: string,
      page: number,
      size: number,
    ): Promise<{ rows: MasterCode[]; total: number }> {
      const rows = await db
        .select()
        .from(masterCodes)
        .where(eq(masterCodes.code, code))
        .orderBy(asc(masterCodes.sort), asc(masterCodes.key))
        .limit(size)
        .offset(page * size);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(masterCodes)
        .where(eq(masterCodes.code, code));
      return { rows, total: count?.n ?? 0 };
    },

    async findMasterCode(code: string, key: string): Promise<MasterCode | undefined> {
      const [row] = await db
        .select()
        .from(masterCodes)
        .where(and(eq(masterCodes.code, code), eq(masterCodes.key, key)))
        .limit(1);
      return row;
    },
  };
}

export type ConfigRepository = ReturnType<typeof configRepository>;
