export { PostalLookupUnavailable, type PostalLookupAdapter } from './types.ts';
export {
  createSandboxPostalLookup,
  sandboxDirectory,
  SANDBOX_ADDRESSES_CSV,
  type SandboxPostalLookupOptions,
} from './sandbox.ts';
export {
  createOneMapPostalLookup,
  ONEMAP_BASE_URL,
  ONEMAP_SEARCH_PATH,
  ONEMAP_TOKEN_PATH,
  type OneMapPostalLookupOptions,
} from './onemap.ts';
