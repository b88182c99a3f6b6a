import {
  addressFromOneMap,
  createAddressDirectory,
  parseAddressDirectory,
  type PostalLookupAddress,
} from '@careportal/domain';
import csv from '../../data/sg-addresses/sg-addresses.csv?raw';

/** A postal-code lookup as the address form takes it: `null` when the code is not found. */
export type PostalLookup = (postalCode: string, signal: AbortSignal) => Promise<PostalLookupAddress | null>;

/** Options of {@link fakePostalLookup}. */
export interface FakePostalLookupOptions {
  /** How long each answer takes, in milliseconds; 400 by default, like a quick network. */
  delayMs?: number;
}

/** Postal codes of the sandbox directory (data/sg-addresses) for stories and play functions. */
export const samplePostalCodes = {
  /** 5 Straits View, Marina One The Heart: block, street and building. */
  found: '018935',
  /** 78 Shenton Way: the directory's building is NIL, so the lookup answers an empty building. */
  nilBuilding: '079120',
  /** Singapore Changi Airport Passenger Terminal Building 1: the block is NIL. */
  nilBlock: '819642',
  /** Not in the directory: the lookup answers null. */
  notFound: '999999',
} as const;

let directory: ReturnType<typeof createAddressDirectory> | undefined;

function sandboxDirectory() {
  directory ??= createAddressDirectory(parseAddressDirectory(csv));
  return directory;
}

function abortError(): DOMException {
  return new DOMException('The postal code lookup was aborted.', 'AbortError');
}

/**
 * A postal-code lookup for stories, backed by the real addresses of the sandbox directory and answering as the
 * portal's OneMap adapter does. It waits `delayMs` and rejects with an `AbortError` when its signal aborts.
 */
export function fakePostalLookup({ delayMs = 400 }: FakePostalLookupOptions = {}): PostalLookup {
  return (postalCode, signal) =>
    new Promise<PostalLookupAddress | null>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError());
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(abortError());
      };
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(addressFromOneMap(sandboxDirectory().search(postalCode)));
      }, delayMs);
      signal.addEventListener('abort', onAbort, { once: true });
    });
}
