export { AddressCard, addressTitlesOf, DEFAULT_ADDRESS_TITLES } from './AddressCard';
export type { AddressCardAddress, AddressCardProps, AddressTitles } from './AddressCard';
