/**
 * The embedded postal lookup: answers from 897 real Singapore addresses (data/sg-addresses/sg-addresses.csv,
 * data.gov.sg, Singapore Open Data Licence; see that folder's README) in OneMap's exact response shape, so
 * local runs and tests never call OneMap. Unknown codes get `found: 0, totalNumPages: 0, pageNum: 1`, 'NIL'
 * stays 'NIL', as OneMap answers.
 *
 * Every seeded centre's postal code is in the directory: the seed takes centre addresses from the same file by
 * postal code, and building the sandbox fails if one is missing, so the two cannot drift apart.
 *
 * Like the real lookup it can fail: `fail: true` (env `POSTAL_SANDBOX_FAIL=1`) simulates an outage, and an
 * aborted signal is a timeout.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  createAddressDirectory,
  parseAddressDirectory,
  type AddressDirectory,
  type OneMapSearchResponse,
} from '@careportal/domain';

import { CENTRES } from '../../db/seed-data.ts';
import { PostalLookupUnavailable, type PostalLookupAdapter } from './types.ts';

export const SANDBOX_ADDRESSES_CSV = fileURLToPath(
  new URL('../../../../../data/sg-addresses/sg-addresses.csv', import.meta.url),
);

export interface SandboxPostalLookupOptions {
  /** Simulate an outage: every search rejects with PostalLookupUnavailable. A function is asked per search. */
  fail?: boolean | (() => boolean);
  /** The directory CSV; the repository's data/sg-addresses by default. */
  csvPath?: string;
}

const directories = new Map<string, AddressDirectory>();

/** The directory of a CSV file, read and parsed once per process. */
export function sandboxDirectory(csvPath: string = SANDBOX_ADDRESSES_CSV): AddressDirectory {
  const cached = directories.get(csvPath);
  if (cached) return cached;
  const directory = createAddressDirectory(parseAddressDirectory(readFileSync(csvPath, 'utf8')));
  const missing = CENTRES.filter((c) => directory.search(c.postalCode).found === 0);
  if (missing.length > 0) {
    throw new Error(
      `The postal sandbox has no address for the seeded centres: ${missing.map((c) => c.postalCode).join(', ')}`,
    );
  }
  directories.set(csvPath, directory);
  return directory;
}

export function createSandboxPostalLookup(options: SandboxPostalLookupOptions = {}): PostalLookupAdapter {
  const directory = sandboxDirectory(options.csvPath);
  const failing = () => (typeof options.fail === 'function' ? options.fail() : options.fail === true);
  return {
    name: 'sandbox',
    search(postalCode: string, signal?: AbortSignal): Promise<OneMapSearchResponse> {
      if (signal?.aborted) {
        return Promise.reject(
          new PostalLookupUnavailable('Postal lookup timed out', { reason: 'timeout', cause: signal.reason }),
        );
      }
      if (failing()) {
        return Promise.reject(
          new PostalLookupUnavailable('Postal lookup sandbox is simulating an outage', {
            reason: 'unavailable',
            status: 503,
          }),
        );
      }
      // A copy, so a caller cannot change the directory's answer for the next one.
      return Promise.resolve(structuredClone(directory.search(postalCode)));
    },
  };
}
