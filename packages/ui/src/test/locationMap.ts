import type { MarkerRegion } from '@careportal/domain';
import type { LocationMapMarker } from '../components/LocationMap/LocationMap';

/** Five centres, one in each corner of the island and one more in the south-west (real coordinates). */
export const SAMPLE_MARKERS: LocationMapMarker[] = [
  {
    id: 'sengkang',
    name: 'Senior Gym (Sengkang)',
    detail: 'Blk 259 Compassvale Road, #01-571, Singapore 540259',
    region: 'ne',
    location: [1.3917, 103.8957],
  },
  {
    id: 'bukit-batok-west',
    name: 'Active Ageing Hub (Bukit Batok West)',
    detail: 'Blk 440 Bukit Batok West Avenue 8, #01-300, Singapore 650440',
    region: 'sw',
    location: [1.3574, 103.7425],
  },
  {
    id: 'admiralty',
    name: 'Active Ageing Hub (Kampung Admiralty)',
    detail: 'Blk 678 Woodlands Avenue 6, Singapore 730678',
    region: 'nw',
    location: [1.4397, 103.8009],
  },
  {
    id: 'bedok',
    name: 'Day Centre (Bedok)',
    detail: 'Blk 216 Bedok North Street 1, Singapore 460216',
    region: 'se',
    location: [1.3245, 103.9513],
  },
  {
    id: 'jurong-central',
    name: 'Active Ageing Hub (Jurong Central Plaza)',
    detail: 'Blk 690 Jurong West Central 1, Singapore 640690',
    region: 'sw',
    location: [1.3408, 103.7066],
  },
];

export const REGION_LABELS: Record<MarkerRegion, string> = {
  ne: 'North-east',
  nw: 'North-west',
  se: 'South-east',
  sw: 'South-west',
};

export const markerLabel = (name: string, region: string) => `${name}, ${region}`;
