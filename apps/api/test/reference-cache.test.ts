/**
 * The reference cache (lib/reference-cache.ts): each process reads the catalogue and Denticare's clinics, dentists
 * and hours at most once per API_REFERENCE_CACHE_MS; concurrent reads share one query; a failure is not kept;
 * what is kept cannot be changed by the code that reads it; what changes with each booking is always read fresh.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { products } from '../src/db/schema/index.ts';
import { seedId } from '../src/db/seed.ts';
import {
  frozenView,
  referenceCache,
  rememberEncoding,
  withReferenceCache,
} from '../src/lib/reference-cache.ts';
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

describe('frozenView and rememberEncoding', () => {
  it('builds a view once per set of inputs, frozen to the bottom', () => {
    let builds = 0;
    const view = frozenView((names: readonly string[], suffix: string) => {
      builds += 1;
      return { data: names.map((name) => ({ name: `${name}${suffix}` })) };
    });
    const names = ['a', 'b'];
    const first = view(names, '!');
    expect(view(names, '!')).toBe(first);
    expect(builds).toBe(1);
    expect(Object.isFrozen(first.data[0])).toBe(true);
    expect(() => {
      (first.data[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    // Equal but not the same list (the cache read it anew): built again, and only the last set is kept.
    expect(view([...names], '!')).not.toBe(first);
    expect(view(names, '?')).toEqual({ data: [{ name: 'a?' }, { name: 'b?' }] });
    expect(builds).toBe(3);
  });

  it("encodes a view once and every other answer each time, so an answer's changes are never missed", () => {
    let encodings = 0;
    const serialize = rememberEncoding((data) => {
      encodings += 1;
      return JSON.stringify(data);
    });
    const view = frozenView((n: number) => ({ n }))(1);
    expect(serialize(view)).toBe('{"n":1}');
    expect(serialize(view)).toBe('{"n":1}');
    expect(encodings).toBe(1);

    const plain = { n: 1 };
    expect(serialize(plain)).toBe('{"n":1}');
    plain.n = 2;
    expect(serialize(plain)).toBe('{"n":2}');
    // Frozen by someone else is not enough: only a view is known to be frozen all the way down.
    const shallow = Object.freeze({ inner: { n: 1 } });
    serialize(shallow);
    shallow.inner.n = 3;
    expect(serialize(shallow)).toBe('{"inner":{"n":3}}');
    expect(serialize(null)).toBe('null');
    expect(encodings).toBe(6);
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

  it('answers visitors from one encoding of the catalogue, the same bytes each time until the copy lapses', async () => {
    const read = () => suite.app.inject({ method: 'GET', url: '/products/category' });
    const [a, b] = await Promise.all([read(), read()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.body).toBe(a.body);
    expect(a.headers['content-length']).toBe(String(Buffer.byteLength(a.body)));
    await suite.database.handle.db
      .update(products)
      .set({ name: 'Gym Tonic (once more)' })
      .where(eq(products.id, GYM_TONIC));
    suite.app.reference.clear();
    const after = await read();
    expect(after.body).not.toBe(a.body);
    expect(after.body).toContain('Gym Tonic (once more)');
  });
});
