import type { ProgrammeCardOption, ProgrammeCardValue } from '../components/ProgrammeCard';

/** Sample choices for the stories and tests, as the portal maps them from the catalogue calls. */
export const GROUPS: readonly ProgrammeCardOption[] = [
  { value: 'active-ageing', label: 'Active Ageing' },
  { value: 'home-care', label: 'Home Care' },
];

export const PRODUCTS: readonly ProgrammeCardOption[] = [
  { value: 'circuit', label: 'Circuit Training' },
  { value: 'strength', label: 'Functional Strength Training' },
  {
    value: 'gym-tonic',
    label: 'Gym Tonic',
    isDisabled: true,
    disabledReason: 'This programme is for seniors aged 60 and above.',
  },
];

export const OFFERS: readonly ProgrammeCardOption[] = [
  { value: 'intake-12', label: '12 sessions', description: 'S$120.00' },
  { value: 'intake-24', label: '24 sessions', description: 'S$216.00' },
];

export const CENTRES: readonly ProgrammeCardOption[] = [
  {
    value: 'bukit-batok',
    label: 'Active Ageing Hub (Bukit Batok West)',
    description: 'Blk 150 Bukit Batok West Avenue 6, Singapore 650150',
  },
  {
    value: 'kampung-admiralty',
    label: 'Active Ageing Hub (Kampung Admiralty)',
    description: 'Blk 676 Woodlands Drive 71, #02-01, Singapore 730676',
  },
];

export const PACKAGE_DESCRIPTION = 'Valid for 1 run of 12 sessions, twice a week.';

export const EMPTY: ProgrammeCardValue = { group: null, product: null, offer: null, center: null };

export const FILLED: ProgrammeCardValue = {
  group: 'active-ageing',
  product: 'circuit',
  offer: 'intake-12',
  center: 'bukit-batok',
};
