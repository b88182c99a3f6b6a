import type { PublicShowcase, ShowcaseRun } from '@careportal/domain';

/** The seed's ids (apps/api seedId('showcase', slug)): the stories and tests only need them to be GUIDs. */
export const SHOWCASE_IDS = {
  circuit: '6b1c1a70-3c52-8d1e-9a40-0c1f2e3d4a51',
  strength: '7c2d2b81-4d63-8e2f-8b51-1d203f4e5b62',
  tonic: '8d3e3c92-5e74-8f30-9c62-2e3140506c73',
  alphaCircuit: '9e4f4da3-6f85-8041-8d73-3f4251617d84',
} as const;

const locations = {
  sengkang: {
    name: 'Senior Gym (Sengkang)',
    region: 'ne' as const,
    location: [1.3917, 103.8957] as [number, number],
    address: {
      block: '259',
      street: 'Compassvale Road',
      level: '01',
      unit: '571',
      building: null,
      postalCode: '540259',
    },
  },
  bukitBatok: {
    name: 'Active Ageing Hub (Bukit Batok West)',
    region: 'sw' as const,
    location: [1.3574, 103.7425] as [number, number],
    address: {
      block: '440',
      street: 'Bukit Batok West Avenue 8',
      level: '01',
      unit: '300',
      building: null,
      postalCode: '650440',
    },
  },
  admiralty: {
    name: 'Active Ageing Hub (Kampung Admiralty)',
    region: 'nw' as const,
    location: [1.4397, 103.8009] as [number, number],
    address: {
      block: '678',
      street: 'Woodlands Avenue 6',
      level: null,
      unit: null,
      building: 'Kampung Admiralty',
      postalCode: '730678',
    },
  },
  bedok: {
    name: 'Day Centre (Bedok)',
    region: 'se' as const,
    location: [1.3245, 103.9513] as [number, number],
    address: {
      block: '216',
      street: 'Bedok North Street 1',
      level: '02',
      unit: '10',
      building: null,
      postalCode: '460216',
    },
  },
  jurongCentral: {
    name: 'Active Ageing Hub (Jurong Central Plaza)',
    region: 'sw' as const,
    location: [1.3408, 103.7066] as [number, number],
    address: {
      block: '690',
      street: 'Jurong West Central 1',
      level: null,
      unit: null,
      building: null,
      postalCode: '640690',
    },
  },
  jurongSpring: {
    name: 'Day Centre (Jurong Spring)',
    region: 'sw' as const,
    location: [1.3486, 103.7193] as [number, number],
    address: {
      block: '524',
      street: 'Jurong West Street 52',
      level: '01',
      unit: '145',
      building: null,
      postalCode: '640524',
    },
  },
};

function at(l: (typeof locations)[keyof typeof locations]): PublicShowcase['locations'][number] {
  const a = l.address;
  const detail = [
    `Blk ${a.block} ${a.street}`,
    a.level && a.unit ? `#${a.level}-${a.unit}` : '',
    a.building ?? '',
    `Singapore ${a.postalCode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: l.name,
    detail,
    postalCode: a.postalCode,
    region: l.region,
    location: l.location,
    address: a,
  };
}

function run(
  id: string,
  centre: string,
  offering: string,
  start: string,
  end: string,
  days: number[],
): ShowcaseRun {
  return {
    id,
    term: `Term from ${start}`,
    centre,
    offering,
    startDate: start,
    endDate: end,
    trainingDays: days,
    startTime: '09:30',
    endTime: '10:30',
  };
}

export const CIRCUIT_TRAINING: PublicShowcase = {
  id: SHOWCASE_IDS.circuit,
  slug: 'circuit-training',
  name: 'Circuit Training',
  productId: '1a2b3c4d-0000-8000-8000-000000000001',
  iconImage: '/images/showcase/circuit-training-icon.svg',
  heroImage: '/images/showcase/circuit-training-hero.svg',
  descriptions: [
    'Circuit Training is a gym-based programme for seniors and caregivers, run by trained coaches on senior-friendly equipment.',
    [
      'Move from station to station at your own pace',
      'Build strength, balance and endurance',
      'Train with friends in small groups',
    ],
  ],
  statisticImages: ['/images/showcase/circuit-training-stations.svg'],
  statistics: [
    {
      description: 'Air-powered machines with gentle, adjustable resistance at every station',
      image: '/images/showcase/circuit-training-stations.svg',
    },
  ],
  faq: [
    {
      question: 'Who can join?',
      answers: [
        'Seniors aged 60 and above who can walk on their own, with or without a walking aid. Caregivers can register the senior they care for as a loved one.',
      ],
    },
    {
      question: 'What should I bring?',
      subAnswers: ['Come in comfortable clothes and bring:'],
      answers: ['Covered shoes', 'A towel', 'A water bottle'],
    },
  ],
  locations: [
    at(locations.sengkang),
    at(locations.bukitBatok),
    at(locations.admiralty),
    at(locations.bedok),
    at(locations.jurongCentral),
  ],
  markerRegions: ['ne', 'sw', 'nw', 'se'],
  nextRuns: [
    run(
      '2f000000-0000-8000-8000-000000000001',
      'Senior Gym (Sengkang)',
      '12 sessions / 3 months',
      '2026-11-30',
      '2027-01-14',
      [1, 4],
    ),
    run(
      '2f000000-0000-8000-8000-000000000002',
      'Day Centre (Bedok)',
      '12 sessions / 3 months',
      '2026-11-30',
      '2027-01-14',
      [1, 3, 5],
    ),
  ],
};

export const FUNCTIONAL_STRENGTH_TRAINING: PublicShowcase = {
  id: SHOWCASE_IDS.strength,
  slug: 'functional-strength-training',
  name: 'Functional Strength Training',
  productId: '1a2b3c4d-0000-8000-8000-000000000002',
  iconImage: '/images/showcase/functional-strength-training-icon.svg',
  heroImage: '/images/showcase/functional-strength-training-hero.svg',
  descriptions: [
    'Functional Strength Training builds the strength you use every day: getting up from a chair, climbing stairs and carrying groceries.',
  ],
  statisticImages: [],
  statistics: [
    { description: 'of participants reported better strength for daily activities', percentage: 97 },
    { description: 'of participants would recommend the programme', percentage: 96 },
    { description: 'of participants improved their physical performance scores', percentage: 50 },
  ],
  faq: [
    {
      question: 'How long is a run?',
      answers: ['One run is 16 sessions, twice a week, with an assessment at the start and at the end.'],
    },
  ],
  locations: [at(locations.admiralty), at(locations.bukitBatok)],
  markerRegions: ['nw', 'sw'],
  nextRuns: [
    run(
      '2f000000-0000-8000-8000-000000000003',
      'Active Ageing Hub (Kampung Admiralty)',
      '1 run of 16 sessions / 2 months',
      '2026-12-01',
      '2027-01-22',
      [2, 5],
    ),
  ],
};

export const GYM_TONIC: PublicShowcase = {
  id: SHOWCASE_IDS.tonic,
  slug: 'gym-tonic',
  name: 'Gym Tonic',
  productId: '1a2b3c4d-0000-8000-8000-000000000003',
  iconImage: '/images/showcase/gym-tonic-icon.svg',
  heroImage: '/images/showcase/gym-tonic-hero.svg',
  descriptions: [
    'Gym Tonic is a 24-session strength programme with a pre and a post assessment.',
    'Equipment weights rise in small 100 g steps, so every participant progresses safely.',
  ],
  statisticImages: [],
  statistics: [
    { description: 'improvement in muscle strength (study of 183 participants)', percentage: 70 },
    { description: 'improvement in balance (study of 183 participants)', percentage: 76 },
    { description: 'improvement in functional fitness (study of 183 participants)', percentage: 88 },
  ],
  faq: [
    {
      question: 'How many sessions are there?',
      answers: ['24 sessions, with a pre-assessment before the first and a post-assessment after the last.'],
    },
  ],
  locations: [at(locations.jurongSpring)],
  markerRegions: ['sw'],
  nextRuns: [
    run(
      '2f000000-0000-8000-8000-000000000004',
      'Day Centre (Jurong Spring)',
      '24 sessions / 3 months',
      '2026-12-02',
      '2027-03-26',
      [1, 3, 5],
    ),
    run(
      '2f000000-0000-8000-8000-000000000005',
      'Day Centre (Jurong Spring)',
      '24 sessions / 3 months',
      '2027-03-29',
      '2027-06-25',
      [1, 3, 5],
    ),
  ],
};

/** The alpha environment's first programme: a QA suffix and another id (seed 001 section 3). */
export const ALPHA_CIRCUIT_TRAINING: PublicShowcase = {
  ...CIRCUIT_TRAINING,
  id: SHOWCASE_IDS.alphaCircuit,
  name: 'Circuit Training QA',
};

export const SAMPLE_SHOWCASES = [CIRCUIT_TRAINING, FUNCTIONAL_STRENGTH_TRAINING, GYM_TONIC] as const;
