import type { ApiResult } from './client';
import type { Read } from './read';

/**
 * Several reads as one, for a part that needs them all: it has failed as soon as one of them failed (the first
 * failed answer, for a refusal to explain), is loading while any answer is on its way, and otherwise gives their
 * data in order. Reading again reads them all again. Import it from ./Query, which re-exports it.
 *
 * A module of its own so that only the pages that use it download it: ./Query is in the `states` chunk that every
 * reading page loads (apps/portal/vite.config.ts), where it would cost each of them 0.14 kB of gzip.
 */
export function allOf<T extends readonly unknown[]>(...reads: { [K in keyof T]: Read<T[K]> }): Read<T> {
  const list = reads as readonly Read<unknown>[];
  const mutate = () => Promise.all(list.map((read) => read.mutate()));
  const failed = list.find((read) => read.data !== undefined && (read.data.error || read.data.data === null));
  if (failed !== undefined) return { data: failed.data as ApiResult<T>, mutate };
  const answers = list.flatMap((read) => (read.data === undefined ? [] : [read.data]));
  const [first] = answers;
  if (first === undefined || answers.length < list.length) return { data: undefined, mutate };
  return { data: { ...first, data: answers.map((answer) => answer.data) as unknown as T }, mutate };
}
