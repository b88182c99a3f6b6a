/**
 * The reference cache (lib/reference-cache.ts): each process reads the catalogue and Denticare's clinics, dentists
 * and hours at most once per API_REFERENCE_CACHE_MS; concurrent reads share one query; a failure is not kept;
 * what is kept cannot be changed by the code that reads it; what changes with each booking is always read fresh.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { products } from '../src/db/schema.ts';
import { seedId } from '../src/db/seed.ts';
import { referenceCache, withReferenceCache } from '../src/lib/reference-cache.ts';
import { customerSuite, drivers, testConfig } from './helpers.ts';

describe('referenceCache', () => {
  it('keeps a value for its time, shares one load between concurrent reads, and forgets a failure', async () => {
    let at = 0;
    const cache = referenceCache(1000, () => at);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: loads };
    };
    const [a, b] = await Promise.all([cache.read('k', load), cache.read('k', load)]);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    at = 999;
    expect(await cache.read('k', load)).toBe(a);
    at = 1000;
    expect(await cache.read('k', load)).toEqual({ n: 2 });

    let fail = true;
    const flaky = () => (fail ? Promise.reject(new Error('database away')) : Promise.resolve('back'));
    await expect(cache.read('f', flaky)).rejects.toThrow('database away');
    fail = false;
    expect(await cache.read('f', flaky)).toBe('back');
  });

  it('freezes what it keeps, Dates included as they are, and keeps nothing at 0', async () => {
    const cache = referenceCache(1000);
    const when = new Date(0);
    const kept = await cache.read('rows', () => Promise.resolve([{ id: 'a', when, tags: ['x'] }]));
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept[0])).toBe(true);
    expect(Object.isFrozen(kept[0]?.tags)).toBe(true);
    expect(() => kept.push({ id: 'b', when, tags: [] })).toThrow(TypeError);
    expect(kept[0]?.when.getTime()).toBe(0);

    const none = referenceCache(0);
    let loads = 0;
    await none.read('k', () => Promise.resolve((loads += 1)));
    await none.read('k', () => Promise.resolve((loads += 1)));
    expect(loads).toBe(2);
  });

  it('wraps only the methods named, keyed by their arguments', async () => {
    const calls: string[] = [];
    const repository = {
      lookup: (id: string) => {
        calls.push(`lookup ${id}`);
        return Promise.resolve({ id });
      },
      live: (id: string) => {
        calls.push(`live ${id}`);
        return Promise.resolve({ id });
      },
    };
    const wrapped = withReferenceCache(repository, referenceCache(60_000), 'test', ['lookup']);
    await wrapped.lookup('a');
    await wrapped.lookup('a');
    await wrapped.lookup('b');
    await wrapped.live('a');
    await wrapped.live('a');
    expect(calls).toEqual(['lookup a', 'lookup b', 'live a', 'live a']);
  });
});

describe.each(drivers())('the API with its reference cache on %s', (driver) => {
  const suite = customerSuite(driver, 'CPREFC01', {
    app: () => ({ config: testConfig({ referenceCacheMs: 60_000 }) }),
  });
  const GYM_TONIC = seedId('product', 'gym-tonic');

  it('serves the catalogue from the process until its copy lapses', async () => {
    const names = async () => {
      const res = await suite.app.inject({ method: 'GET', url: '/products/category' });
      expect(res.statusCode, res.body).toBe(200);
      return res
        .json<{ data: { products: { id: string; name: string }[] }[] }>()
        .data.flatMap((category) => category.products)
        .find((product) => product.id === GYM_TONIC)?.name;
    };
    const before = await names();
    expect(before).toBeDefined();
    await suite.database.handle.db
      .update(products)
      .set({ name: 'Gym Tonic (renamed)' })
      .where(eq(products.id, GYM_TONIC));
    // Another process's change reaches this one when its copy lapses (here: when it is cleared).
    expect(await names()).toBe(before);
    suite.app.reference.clear();
    expect(await names()).toBe('Gym Tonic (renamed)');
  });
});
