export {
  addressFromOneMap,
  fromOneMapValue,
  ONEMAP_EMPTY,
  oneMapResultSchema,
  oneMapSearchParams,
  oneMapSearchResponseSchema,
  type OneMapResult,
  type OneMapSearchResponse,
  type PostalLookupAddress,
} from './oneMap.js';
export {
  createAddressDirectory,
  parseAddressDirectory,
  parseCsv,
  toOneMapResult,
  type AddressDirectory,
  type DirectoryAddress,
} from './directory.js';
