import type { PublicShowcase } from '@careportal/domain';
import { answer } from '../../../test/fakeEnvelope';
import { createFakeCartApi } from '../../cart/fakes/fakeCartApi';
import { emptyCart } from '../../cart/fakes/sampleCart';
import { SAMPLE_SHOWCASES } from './sampleShowcases';

/** How the fake showcase API behaves. */
export interface FakeShowcaseApiOptions {
  /** The showcases it holds; the three sample programmes by default. */
  showcases?: readonly PublicShowcase[];
  /** Never answers a showcase (the page stays loading). */
  hangs?: boolean;
  /** Answers every showcase read with this status (500: server error). */
  failWith?: number;
}

/**
 * GET public/v1/showcases and showcases/{slugOrId} in memory (by slug or id; 404 otherwise); every other call goes
 * to the cart fake, which answers what the frame asks for a visitor.
 */
export function createFakeShowcaseApi(options: FakeShowcaseApiOptions = {}) {
  const showcases = options.showcases ?? SAMPLE_SHOWCASES;
  const rest = createFakeCartApi(emptyCart());
  const calls: string[] = [];
  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    if (!path.startsWith('public/v1/showcases')) return rest.fetch(input, init);
    calls.push(path);
    if (options.hangs) return new Promise<Response>(() => undefined);
    if (options.failWith !== undefined) return Promise.resolve(answer(options.failWith));
    if (path === 'public/v1/showcases') {
      return Promise.resolve(
        answer(200, {
          data: showcases.map(({ id, slug, name, iconImage }) => ({ id, slug, name, iconImage })),
        }),
      );
    }
    const key = decodeURIComponent(path.slice('public/v1/showcases/'.length));
    const found = showcases.find((s) => s.slug === key || s.id === key);
    return Promise.resolve(
      found
        ? answer(200, { data: found })
        : answer(404, { errorMessage: 'The requested resource was not found.' }),
    );
  };
  return { fetch: fakeFetch, calls };
}
