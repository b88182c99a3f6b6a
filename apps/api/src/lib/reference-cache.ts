/**
 * Reference data kept in the process for a short while: the catalogue's categories and products, and Denticare's
 * services, clinics, dentists and weekly hours. Every visitor's page reads them and only a release or an
 * administrator changes them, so each process asks the database for them at most once per
 * {@link ReferenceCache.ttlMs} (API_REFERENCE_CACHE_MS) instead of on every request. What changes with each
 * booking (taken slots, holds, appointments) is never kept: it is read fresh every time.
 *
 * - Concurrent reads of one key share one query (no stampede when the entry lapses under load).
 * - A failed query is not kept: the next read asks again.
 * - What is kept is frozen, so code that tried to change a shared row or list would fail loudly in a test
 *   instead of changing what the next request sees.
 * - 0 keeps nothing: every read goes to the database.
 */

export interface ReferenceCache {
  readonly ttlMs: number;
  /** The value kept under `key`, or `load()`'s (kept for {@link ttlMs}). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything kept (after a seed, or an administrator's change made through this process). */
  clear(): void;
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value) || value instanceof Date)
    return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export function referenceCache(ttlMs: number, now: () => number = () => performance.now()): ReferenceCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    ttlMs,
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const kept = entries.get(key);
      if (kept && kept.expiresAt > at) return kept.value as Promise<T>;
      const value = load().then(deepFreeze);
      entries.set(key, { expiresAt: at + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * `repository` with its `methods` read through `cache`, keyed by the method's name and its arguments (JSON): the
 * repository itself stays the only code that touches the database, and knows nothing of the cache.
 */
export function withReferenceCache<R extends object>(
  repository: R,
  cache: ReferenceCache,
  scope: string,
  methods: readonly (keyof R & string)[],
): R {
  const cached: Partial<R> = {};
  for (const name of methods) {
    const method = repository[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (cached as Record<string, unknown>)[name] = (...args: unknown[]) =>
      cache.read(`${scope}.${name}(${JSON.stringify(args)})`, () => method.apply(repository, args));
  }
  return { ...repository, ...cached };
}

/** The answers {@link frozenView} built: deep-frozen, so what they encode to never changes. */
const frozenViews = new WeakSet<object>();

/**
 * `derive` computed once per distinct set of inputs (compared by identity, the last set only) and deep-frozen. An
 * answer built from the cache's reference data is then the same object until an entry is read anew, and the
 * serializer ({@link rememberEncoding}) encodes it once instead of on every request. With the cache off (0), every
 * read brings new inputs and the view is built anew each time.
 */
export function frozenView<A extends readonly unknown[], T extends object>(
  derive: (...inputs: A) => T,
): (...inputs: A) => T {
  let last: { inputs: A; view: T } | undefined;
  return (...inputs: A) => {
    if (last?.inputs.length === inputs.length && last.inputs.every((input, i) => input === inputs[i])) {
      return last.view;
    }
    const view = deepFreeze(derive(...inputs));
    frozenViews.add(view);
    last = { inputs, view };
    return view;
  };
}

/**
 * A route's response serializer that encodes each {@link frozenView} answer once: later requests answered with the
 * same view get the same JSON text. Every other answer goes through `serialize` as before.
 */
export function rememberEncoding(serialize: (data: unknown) => string): (data: unknown) => string {
  const encoded = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !frozenViews.has(data)) return serialize(data);
    let json = encoded.get(data);
    if (json === undefined) {
      json = serialize(data);
      encoded.set(data, json);
    }
    return json;
  };
}
