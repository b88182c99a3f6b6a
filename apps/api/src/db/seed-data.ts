/**
 * The demo content: catalogue, centres, showcase programmes, dentists, master codes and GST.
 *
 * The centres are the ones seed 001 section 3 names (a gym in the north-east; active ageing hubs in Bukit Batok
 * West, Kampung Admiralty and Jurong Central Plaza; day centres in Bedok and Jurong Spring) plus two dental
 * clinics, at real Singapore addresses taken from data/sg-addresses/sg-addresses.csv by postal code (the seed
 * fails when a code is missing, so an address is never invented), each in the centre's own town. Kampung
 * Admiralty's own postal code (730676) is not in that file, so its hub stands at the neighbouring Blk 678
 * Woodlands Avenue 6 (730678); Jurong Central Plaza's likewise at Blk 690 Jurong West Central 1 (640690).
 */
import { ACTIVE_AGEING_CATEGORY, DENTICARE_CATEGORY, OTHERS } from '@careportal/domain';

/**
 * The demo shows the loved-one feature. The product's default when no configuration is stored stays
 * DEFAULT_DISABLED_LOVED_ONE (true, seed 000 section 6); PUT config/app switches it.
 */
export const DEMO_DISABLED_LOVED_ONE = false;

/**
 * A client record the provider's centre created for Lim Bee Hoon before she signed up on the web (no sign-in
 * uses it). She links it on /link-account with this Client ID and ID number; the Client ID can also be sent to
 * the record's email or mobile number (the API's sandbox outbox shows it).
 */
export const DEMO_CLIENT_RECORD = {
  name: 'Lim Bee Hoon',
  referralCode: 'CP6B4H1L',
  idType: 'NRIC',
  nric: 'S4912345J',
  email: 'lim.beehoon@mail.example.sg',
  mobileNumber: '96543210',
  /** Her residential address at the centre, a real one from data/sg-addresses. */
  postalCode: '650440',
} as const;

export const CATEGORIES = [
  { slug: 'active-ageing', name: ACTIVE_AGEING_CATEGORY, sort: 1 },
  { slug: 'denticare', name: DENTICARE_CATEGORY, sort: 2 },
  { slug: 'day-care', name: 'Day Care', sort: 3 },
  { slug: 'retail', name: 'Retail', sort: 4 },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** The subcategories (groups) of each category. */
export const GROUPS = [
  {
    slug: 'senior-gym',
    category: 'active-ageing',
    name: 'Gym-based programmes',
    description:
      'Strength, balance and endurance training for seniors on senior-friendly equipment, coached in small groups.',
  },
  {
    slug: 'dental-check-ups',
    category: 'denticare',
    name: 'Check-ups and cleaning',
    description: 'Regular examinations and cleaning to keep teeth and gums healthy.',
  },
  {
    slug: 'dental-treatments',
    category: 'denticare',
    name: 'Dental treatments',
    description: 'Extractions and dentures, after a check-up by our dentist.',
  },
  {
    slug: 'senior-day-care',
    category: 'day-care',
    name: 'Senior day care',
    description: 'Care, meals and activities on weekdays while caregivers are at work.',
  },
  {
    slug: 'rehabilitation',
    category: 'retail',
    name: 'Rehabilitation',
    description: 'Physiotherapy by registered physiotherapists, paid per session or as a package.',
  },
  {
    slug: 'gym-access',
    category: 'retail',
    name: 'Gym access',
    description: 'Use of the senior gym on your own, with a trainer on the floor.',
  },
] as const satisfies readonly { slug: string; category: CategorySlug; name: string; description: string }[];

export type GroupSlug = (typeof GROUPS)[number]['slug'];

export interface OfferingSeed {
  name: string;
  /** Before GST, in Singapore cents. */
  priceCents: number;
  sessionCount: number;
  termMonths: number | null;
  /** False for an offer staff give out at the centre (a trial), not sold on the portal. */
  sellable?: boolean;
}

export interface ProductSeed {
  slug: string;
  category: CategorySlug;
  group: GroupSlug;
  name: string;
  description: string;
  programContentType: 'INTAKES' | 'SESSIONS';
  fixedSessions: boolean;
  totalSessions: number | null;
  offerings: OfferingSeed[];
  centres: CentreKey[];
  /** The programme has a pre-session (pre-assessment) and a post-session (post-assessment) appointment. */
  hasPreSession?: boolean;
  hasPostSession?: boolean;
}

export type CentreKey =
  | 'bukit-batok-west'
  | 'admiralty'
  | 'jurong-central'
  | 'bedok'
  | 'jurong-spring'
  | 'sengkang'
  | 'denticare-tampines'
  | 'denticare-jurong-east';

export interface CentreSeed {
  key: CentreKey;
  name: string;
  kind: 'ACTIVE_AGEING_HUB' | 'DAY_CENTRE' | 'GYM' | 'DENTAL_CLINIC';
  postalCode: string;
  level?: string;
  unit?: string;
  region: 'ne' | 'sw' | 'nw' | 'se';
  area: 'CENTRAL' | 'NORTH' | 'WEST' | 'SOUTH' | 'EAST';
}

export const CENTRES: readonly CentreSeed[] = [
  {
    key: 'bukit-batok-west',
    name: 'Active Ageing Hub (Bukit Batok West)',
    kind: 'ACTIVE_AGEING_HUB',
    postalCode: '650440',
    level: '01',
    unit: '300',
    region: 'sw',
    area: 'WEST',
  },
  {
    key: 'admiralty',
    name: 'Active Ageing Hub (Kampung Admiralty)',
    kind: 'ACTIVE_AGEING_HUB',
    postalCode: '730678',
    level: '01',
    unit: '120',
    region: 'nw',
    area: 'NORTH',
  },
  {
    key: 'jurong-central',
    name: 'Active Ageing Hub (Jurong Central Plaza)',
    kind: 'ACTIVE_AGEING_HUB',
    postalCode: '640690',
    region: 'sw',
    area: 'WEST',
  },
  {
    key: 'bedok',
    name: 'Day Centre for Seniors (Bedok)',
    kind: 'DAY_CENTRE',
    postalCode: '460214',
    level: '01',
    unit: '1024',
    region: 'se',
    area: 'EAST',
  },
  {
    key: 'jurong-spring',
    name: 'Day Centre for Seniors (Jurong Spring)',
    kind: 'DAY_CENTRE',
    postalCode: '640517',
    level: '01',
    unit: '204',
    region: 'sw',
    area: 'WEST',
  },
  {
    key: 'sengkang',
    name: 'Senior Gym (Sengkang)',
    kind: 'GYM',
    postalCode: '540279',
    level: '01',
    unit: '16',
    region: 'ne',
    area: 'NORTH',
  },
  {
    key: 'denticare-tampines',
    name: 'Denticare (Tampines One)',
    kind: 'DENTAL_CLINIC',
    postalCode: '529536',
    level: '04',
    unit: '21',
    region: 'se',
    area: 'EAST',
  },
  {
    key: 'denticare-jurong-east',
    name: 'Denticare (Jurong Gateway)',
    kind: 'DENTAL_CLINIC',
    postalCode: '600135',
    level: '01',
    unit: '2501',
    region: 'sw',
    area: 'WEST',
  },
];

/**
 * A Denticare product: one offering, its visits a fixed number of sessions, at both dental clinics unless
 * `centres` says otherwise.
 */
function denticareProduct(
  group: 'dental-check-ups' | 'dental-treatments',
  slug: string,
  name: string,
  details: { description: string; offering: OfferingSeed; centres?: CentreKey[] },
): ProductSeed {
  return {
    slug,
    category: 'denticare',
    group,
    name,
    description: details.description,
    programContentType: 'SESSIONS',
    fixedSessions: true,
    totalSessions: details.offering.sessionCount,
    offerings: [details.offering],
    centres: details.centres ?? ['denticare-tampines', 'denticare-jurong-east'],
  };
}

/** A Retail product: pay-per-use sessions or entries with no package text (no set number of sessions). */
function retailProduct(
  group: 'rehabilitation' | 'gym-access',
  slug: string,
  name: string,
  details: { description: string; offerings: OfferingSeed[]; centres: CentreKey[] },
): ProductSeed {
  return {
    slug,
    category: 'retail',
    group,
    name,
    programContentType: 'SESSIONS',
    fixedSessions: false,
    totalSessions: null,
    ...details,
  };
}

export const PRODUCTS: readonly ProductSeed[] = [
  {
    slug: 'circuit-training',
    category: 'active-ageing',
    group: 'senior-gym',
    name: 'Circuit Training',
    description: 'Gym-based circuit training for seniors on senior-friendly, air-powered equipment.',
    programContentType: 'SESSIONS',
    fixedSessions: false,
    totalSessions: 12,
    offerings: [
      { name: '12 sessions / 3 months', priceCents: 4800, sessionCount: 12, termMonths: 3 },
      { name: '24 sessions / 6 months', priceCents: 8800, sessionCount: 24, termMonths: 6 },
      { name: 'Trial session', priceCents: 0, sessionCount: 1, termMonths: 1, sellable: false },
    ],
    centres: ['sengkang', 'bukit-batok-west', 'admiralty', 'bedok', 'jurong-central'],
    // A fitness check on the equipment before the first class.
    hasPreSession: true,
  },
  {
    slug: 'functional-strength-training',
    category: 'active-ageing',
    group: 'senior-gym',
    name: 'Functional Strength Training',
    description:
      'A coached run of strength exercises for everyday movements: standing up, climbing stairs, carrying.',
    programContentType: 'INTAKES',
    fixedSessions: true,
    totalSessions: 16,
    offerings: [
      { name: '1 run of 16 sessions / 2 months', priceCents: 12800, sessionCount: 16, termMonths: 2 },
    ],
    centres: ['admiralty', 'bukit-batok-west'],
  },
  {
    slug: 'gym-tonic',
    category: 'active-ageing',
    group: 'senior-gym',
    name: 'Gym Tonic',
    description: 'Strength training with pre and post assessment; equipment weights rise in 100 g steps.',
    programContentType: 'SESSIONS',
    fixedSessions: true,
    totalSessions: 24,
    offerings: [{ name: '24 sessions / 3 months', priceCents: 24000, sessionCount: 24, termMonths: 3 }],
    // Jurong Spring (seed 001 section 3) and Kampung Admiralty (issue 13's journey); the showcase lists both.
    centres: ['jurong-spring', 'admiralty'],
    hasPreSession: true,
    hasPostSession: true,
  },
  denticareProduct('dental-check-ups', 'dental-scaling-and-polishing', 'Dental Scaling and Polishing', {
    description: 'Removal of plaque and tartar, and polishing, by a dentist.',
    offering: { name: 'One visit', priceCents: 6000, sessionCount: 1, termMonths: null },
  }),
  denticareProduct('dental-check-ups', 'dental-check-up', 'Dental Check-up', {
    description: 'An examination of teeth and gums with advice on care.',
    offering: { name: 'One visit', priceCents: 3500, sessionCount: 1, termMonths: null },
  }),
  denticareProduct('dental-treatments', 'tooth-extraction', 'Tooth Extraction', {
    description: 'Removal of a loose or badly decayed tooth under local anaesthetic, with a review visit.',
    offering: { name: 'Extraction and review', priceCents: 12000, sessionCount: 2, termMonths: 1 },
  }),
  denticareProduct('dental-treatments', 'complete-dentures', 'Complete Dentures', {
    description: 'A full set of upper and lower acrylic dentures, fitted over four visits.',
    offering: { name: 'Upper and lower set', priceCents: 98000, sessionCount: 4, termMonths: 3 },
    centres: ['denticare-tampines'],
  }),
  {
    slug: 'day-care',
    category: 'day-care',
    group: 'senior-day-care',
    name: 'Day Care',
    description: 'Supervised day care with meals, exercise and activities, Monday to Friday.',
    programContentType: 'SESSIONS',
    fixedSessions: false,
    totalSessions: 20,
    offerings: [
      { name: '20 days / 1 month', priceCents: 90000, sessionCount: 20, termMonths: 1 },
      { name: '8 days / 1 month', priceCents: 40000, sessionCount: 8, termMonths: 1 },
    ],
    centres: ['bedok', 'jurong-spring'],
  },
  retailProduct('rehabilitation', 'physiotherapy', 'Physiotherapy', {
    description:
      'Assessment and treatment of pain, stiffness or weakness by a physiotherapist, 45 minutes a session.',
    offerings: [
      { name: '1 session', priceCents: 9500, sessionCount: 1, termMonths: 1 },
      { name: '5 sessions / 3 months', priceCents: 42500, sessionCount: 5, termMonths: 3 },
    ],
    centres: ['sengkang', 'bedok', 'jurong-spring'],
  }),
  retailProduct('gym-access', 'senior-gym-pass', 'Senior Gym Pass', {
    description: 'Entries to the senior gym during opening hours, with a trainer on the floor.',
    offerings: [
      { name: '10 entries / 3 months', priceCents: 2000, sessionCount: 10, termMonths: 3 },
      { name: '30 entries / 6 months', priceCents: 5000, sessionCount: 30, termMonths: 6 },
    ],
    centres: ['sengkang'],
  }),
];

/** Recurring classes: product, centre, ISO weekdays and the time in Singapore. */
export const SCHEDULES = [
  ...(['sengkang', 'bukit-batok-west', 'admiralty', 'bedok', 'jurong-central'] as const).map((centre) => ({
    product: 'circuit-training',
    centre,
    days: [1, 4],
    start: '09:30',
    end: '10:30',
    capacity: 12,
  })),
  ...(['admiralty', 'bukit-batok-west'] as const).map((centre) => ({
    product: 'functional-strength-training',
    centre,
    days: [2, 5],
    start: '10:00',
    end: '11:00',
    capacity: 10,
  })),
  { product: 'gym-tonic', centre: 'jurong-spring', days: [3, 5], start: '14:00', end: '15:00', capacity: 10 },
  { product: 'gym-tonic', centre: 'admiralty', days: [1, 4], start: '14:00', end: '15:00', capacity: 10 },
] as const satisfies readonly {
  product: string;
  centre: CentreKey;
  days: readonly number[];
  start: string;
  end: string;
  capacity: number;
}[];

/** Runs of each programme (GET products/{id}/events): its classes, plus day care on weekdays. */
export const EVENT_PLANS = [
  ...SCHEDULES,
  ...(['bedok', 'jurong-spring'] as const).map((centre) => ({
    product: 'day-care',
    centre,
    days: [1, 2, 3, 4, 5],
    start: '08:00',
    end: '17:00',
    capacity: 30,
  })),
] as const;

/** Runs of each plan seeded ahead, back to back from the coming Monday. */
export const EVENT_RUNS_AHEAD = 2;

/**
 * What a demo service's bookings show (seed.ts demoBookings), so that every tab and state of My Services can be
 * seen with `npm start`:
 * - `sessions-in-progress`: a pre-assessment done, sessions completed, one cancelled back into the package, one
 *   forfeited, one scheduled inside the 2-working-day grace (cancelling it forfeits it) and one outside it;
 * - `pre-assessment-ahead`: a pre-assessment more than 24 hours away (to reschedule) and one session booked;
 * - `intake-enrolled`: enrolled in the first intake run, with its appointments (cancelled with charge only);
 * - `finished`: a pre-assessment, sessions and a post-assessment, all completed;
 * - `classes-ahead`: a pre-assessment done and the next 4 classes booked;
 * - `pre-assessment-after-class`: a pre-assessment, with the 3 classes after it, that starts less than 30 minutes
 *   after a class of another service (`after`) ends, at least 2 days ahead: the caregiver's clash when the
 *   centres are far apart.
 */
export type DemoBookingPlan =
  | 'sessions-in-progress'
  | 'pre-assessment-ahead'
  | 'intake-enrolled'
  | 'finished'
  | 'classes-ahead'
  | 'pre-assessment-after-class';

/**
 * Services the demo customers hold (seed 000 section 3, "Service (registered)"), dated from the seeding day:
 * Tan Ah Kow is part-way through Circuit Training (so it shows 'The service is purchased and can not be renewed'),
 * finished Gym Tonic last year (which does not stop him taking it again), let a gym pass expire and has Day Care
 * waiting for his health declaration. Siti has Circuit Training with a pre-assessment ahead, and Functional
 * Strength Training twice: one enrolled in an intake, one still to enrol. No demo customer holds a Gym Tonic or
 * Functional Strength Training service that would stop Tan Ah Kow buying them (the payment journeys and tests do).
 */
export const DEMO_SERVICES = [
  {
    customer: 'demo-ahkow',
    product: 'circuit-training',
    offering: '12 sessions / 3 months',
    centre: 'bukit-batok-west',
    status: 'ONGOING',
    startDaysAgo: 42,
    lengthDays: 91,
    plan: 'sessions-in-progress',
  },
  {
    customer: 'demo-ahkow',
    product: 'gym-tonic',
    offering: '24 sessions / 3 months',
    centre: 'jurong-spring',
    status: 'COMPLETED',
    startDaysAgo: 400,
    lengthDays: 91,
    plan: 'finished',
  },
  {
    customer: 'demo-ahkow',
    product: 'senior-gym-pass',
    offering: '10 entries / 3 months',
    centre: 'sengkang',
    status: 'EXPIRED',
    startDaysAgo: 200,
    lengthDays: 91,
  },
  {
    customer: 'demo-ahkow',
    product: 'day-care',
    offering: '8 days / 1 month',
    centre: 'bedok',
    status: 'HEALTH_DECLARATION',
    startDaysAgo: -7,
    lengthDays: 30,
  },
  {
    customer: 'demo-siti',
    product: 'circuit-training',
    offering: '12 sessions / 3 months',
    centre: 'sengkang',
    status: 'ONGOING',
    startDaysAgo: 3,
    lengthDays: 91,
    plan: 'pre-assessment-ahead',
  },
  {
    customer: 'demo-siti',
    product: 'functional-strength-training',
    offering: '1 run of 16 sessions / 2 months',
    centre: 'admiralty',
    status: 'UPCOMING',
    startDaysAgo: 2,
    lengthDays: 61,
    plan: 'intake-enrolled',
  },
  {
    customer: 'demo-siti',
    product: 'functional-strength-training',
    offering: '1 run of 16 sessions / 2 months',
    centre: 'bukit-batok-west',
    status: 'UPCOMING',
    startDaysAgo: 1,
    lengthDays: 61,
  },
] as const satisfies readonly {
  customer: string;
  product: string;
  offering: string;
  centre: CentreKey;
  status: 'ONGOING' | 'COMPLETED' | 'UPCOMING' | 'EXPIRED' | 'HEALTH_DECLARATION';
  startDaysAgo: number;
  lengthDays: number;
  plan?: DemoBookingPlan;
}[];

/**
 * The opening hours of the centres for pre- and post-assessment appointments (centre_opening_hours): weekdays
 * 09:00 to 17:00 with two places per 45-minute appointment, Saturday mornings with one. Dental clinics book
 * through Denticare instead.
 */
export const OPENING_HOURS = [
  ...[1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, opens: '09:00', closes: '17:00', places: 2 })),
  { dayOfWeek: 6, opens: '09:00', closes: '12:00', places: 1 },
] as const;

/** An order of the demo customer that waits for payment (by card, PayNow or from Payment History). */
export const DEMO_PENDING_ORDER = {
  product: 'gym-tonic',
  offering: '24 sessions / 3 months',
  centre: 'admiralty',
} as const satisfies { product: string; offering: string; centre: CentreKey };

/** Singapore's GST rate from 1 January 2024 (9 %), the rate in force: GET /gst-configuration/current. */
export const GST_RATES = [
  { effectiveFrom: '2024-01-01', rateBasisPoints: 900, description: 'GST 9%' },
] as const;

/**
 * Promotion codes that show each rule of PUT cart/applyCoupon (README "Demo data"): one that applies to every
 * Active Ageing programme (a percentage), one to a Retail programme (a fixed amount off the line), one that has
 * expired, one used up (its limit reached), and one for a programme not in a typical cart (dentures).
 */
export const PROMOTIONS: readonly {
  code: string;
  description: string;
  discount: { percentBasisPoints: number } | { amountCents: number };
  /** The first instant it no longer applies (ISO, with the Singapore offset). */
  expiresAt: string;
  usageLimit: number | null;
  usageCount: number;
  products: readonly string[];
}[] = [
  {
    code: 'ACTIVE10',
    description: 'Active Ageing 10% off',
    discount: { percentBasisPoints: 1000 },
    expiresAt: '2036-01-01T00:00:00+08:00',
    usageLimit: null,
    usageCount: 0,
    products: ['circuit-training', 'functional-strength-training', 'gym-tonic'],
  },
  {
    code: 'PHYSIO20',
    description: '$20 off Physiotherapy',
    discount: { amountCents: 2000 },
    expiresAt: '2036-01-01T00:00:00+08:00',
    usageLimit: 500,
    usageCount: 0,
    products: ['physiotherapy'],
  },
  {
    code: 'CNY2024',
    description: 'Chinese New Year 15% off',
    discount: { percentBasisPoints: 1500 },
    expiresAt: '2024-02-26T00:00:00+08:00',
    usageLimit: null,
    usageCount: 0,
    products: ['circuit-training', 'functional-strength-training', 'gym-tonic'],
  },
  {
    code: 'FIRST100',
    description: 'First 100 sign-ups 20% off',
    discount: { percentBasisPoints: 2000 },
    expiresAt: '2036-01-01T00:00:00+08:00',
    usageLimit: 100,
    usageCount: 100,
    products: ['circuit-training', 'functional-strength-training', 'gym-tonic'],
  },
  {
    code: 'SMILE15',
    description: 'Complete Dentures 15% off',
    discount: { percentBasisPoints: 1500 },
    expiresAt: '2036-01-01T00:00:00+08:00',
    usageLimit: null,
    usageCount: 0,
    products: ['complete-dentures'],
  },
];

export const DENTISTS = [
  { name: 'Dr Lim Wei Ling', centre: 'denticare-tampines', saturday: true },
  { name: 'Dr Rajesh Kumar', centre: 'denticare-tampines', saturday: false },
  { name: 'Dr Nur Aisyah binte Rahman', centre: 'denticare-jurong-east', saturday: false },
  { name: 'Dr Chen Jia Hui', centre: 'denticare-jurong-east', saturday: true },
] as const satisfies readonly { name: string; centre: CentreKey; saturday: boolean }[];

/**
 * The dentists' weekly hours (dentist_schedules, issue 16), Singapore time: every dentist Monday to Friday from
 * 9:00 to 17:00 (the hours the demo appointment slots were cut from), and one dentist per clinic on Saturday
 * mornings from 9:00 to 12:00.
 */
export const DENTIST_WEEKLY_HOURS = {
  weekday: { days: [1, 2, 3, 4, 5], startMinute: 9 * 60, endMinute: 17 * 60 },
  saturday: { days: [6], startMinute: 9 * 60, endMinute: 12 * 60 },
} as const;

/**
 * The showcase pages (seed 001 section 3 and 9). Their locations are not listed here: a showcase shows the centres
 * its product runs at (`PRODUCTS[].centres`, in map order), the same ones registration offers, so the two never
 * disagree.
 */
export const SHOWCASES = [
  {
    slug: 'circuit-training',
    product: 'circuit-training',
    name: 'Circuit Training',
    content: {
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
      // Seed 001 section 9 gives Circuit Training no figures: its statistic is an image.
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
    },
  },
  {
    slug: 'functional-strength-training',
    product: 'functional-strength-training',
    name: 'Functional Strength Training',
    content: {
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
    },
  },
  {
    slug: 'gym-tonic',
    product: 'gym-tonic',
    name: 'Gym Tonic',
    content: {
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
          answers: [
            '24 sessions, with a pre-assessment before the first and a post-assessment after the last.',
          ],
        },
      ],
    },
  },
] as const;

export const MASTER_CODES: readonly { code: string; key: string; value: string; sort: number }[] = [
  { code: 'MARKETING_CHANNEL', key: 'FACEBOOK', value: 'Facebook', sort: 1 },
  { code: 'MARKETING_CHANNEL', key: 'INSTAGRAM', value: 'Instagram', sort: 2 },
  { code: 'MARKETING_CHANNEL', key: 'FRIENDS_OR_FAMILY', value: 'Friends or family', sort: 3 },
  { code: 'MARKETING_CHANNEL', key: 'NEWSPAPER', value: 'Newspaper', sort: 4 },
  { code: 'MARKETING_CHANNEL', key: 'OTHERS', value: OTHERS, sort: 5 },
  // Footer links (seed 001 section 2). The provider's site paths are to be confirmed before go-live.
  { code: 'NTUCH_LINKS', key: 'PRIVACY_POLICY', value: 'https://ntuchealth.sg/privacy-policy', sort: 1 },
  { code: 'NTUCH_LINKS', key: 'FEEDBACK', value: 'https://ntuchealth.sg/feedback', sort: 2 },
  { code: 'NTUCH_LINKS', key: 'FORMS', value: 'https://ntuchealth.sg/forms', sort: 3 },
  { code: 'NTUCH_LINKS', key: 'BROCHURES', value: 'https://ntuchealth.sg/brochures', sort: 4 },
  {
    code: 'NTUCH_LINKS',
    key: 'REPORT_VULNERABILITY',
    value: 'https://ntuchealth.sg/report-vulnerability',
    sort: 5,
  },
];

/**
 * The demo medical histories (issue 15), each submitted `submittedDaysAgo` days before the seeding day. Ng Siew
 * Lan's is more than 1 year old, so My Services asks her to update it; the other accounts' are current, so the
 * dialog does not stand in their way. Tan Mei Ling (Tan Ah Kow's loved one) has none: acting for her shows it too.
 */
export const DEMO_MEDICAL_HISTORIES = [
  { customer: 'demo-ahkow', submittedDaysAgo: 90 },
  { customer: 'demo-siti', submittedDaysAgo: 30 },
  { customer: 'demo-beehoon', submittedDaysAgo: 7 },
  { customer: 'demo-siewlan', submittedDaysAgo: 400 },
  { customer: 'demo-rachel', submittedDaysAgo: 60 },
] as const;

/**
 * Ng Siew Lan's programme that waits for her health declaration (service status HEALTH_DECLARATION): it starts
 * `startsInDays` after the seeding day, so saving the declaration makes it UPCOMING.
 */
export const DEMO_HEALTH_DECLARATION_SERVICE = {
  customer: 'demo-siewlan',
  product: 'circuit-training',
  offering: '12 sessions / 3 months',
  centre: 'bukit-batok-west',
  startsInDays: 14,
  lengthDays: 91,
} as const satisfies {
  customer: string;
  product: string;
  offering: string;
  centre: CentreKey;
  startsInDays: number;
  lengthDays: number;
};

/**
 * Issue 17's public links (SMS and email links opened without signing in), for Goh Boon Huat, a centre client who
 * never signs in: reminders of his Circuit Training sessions at Jurong Central (two PENDING, to confirm and to
 * decline; one EXPIRED, of a session that has passed) and e-invoice links (unpaid, paid, and one past its 30 days).
 * Fixed ids so that docs/demo.md can list them; real links get 192 random bits each.
 */
export const DEMO_PUBLIC_LINKS = {
  reminderPending: 'dEm0ApptPend1ngC0nf1rmXq7Lw2Rz9Kt',
  reminderPendingSecond: 'dEm0ApptPend1ngDecl1neNb4Vs8Hj3Yp',
  reminderExpired: 'dEm0ApptExp1redPa55edMc6Gf1Tw5Ua',
  invoiceUnpaid: 'dEm0InvUnpa1dPayN0wQr8Zk3Ld7Xe2Sb',
  invoicePaid: 'dEm0InvPa1dAlreadyS002Jh5Cq9Wn4Fv',
  invoiceExpired: 'dEm0InvExp1redS004Ry2Gm6Pt8Da1Kx',
} as const;

/** Goh Boon Huat, the public links' demo client. */
export const DEMO_PUBLIC_LINKS_CLIENT = {
  key: 'demo-boonhuat',
  name: 'Goh Boon Huat',
  email: 'boonhuat.goh@example.sg',
  mobileNumber: '93456789',
  nricDigits: '4712345',
  referralCode: 'CP3B8H6G',
  product: 'circuit-training',
  offering: '12 sessions / 3 months',
  centre: 'jurong-central',
  /** The orders behind his invoices: what each bought. */
  invoices: [
    {
      link: 'invoiceUnpaid',
      product: 'gym-tonic',
      offering: '24 sessions / 3 months',
      centre: 'admiralty',
      paid: false,
      daysAgo: 2,
    },
    {
      link: 'invoicePaid',
      product: 'circuit-training',
      offering: '12 sessions / 3 months',
      centre: 'jurong-central',
      paid: true,
      daysAgo: 10,
    },
    {
      link: 'invoiceExpired',
      product: 'gym-tonic',
      offering: '24 sessions / 3 months',
      centre: 'admiralty',
      paid: false,
      daysAgo: 45,
    },
  ],
} as const satisfies {
  centre: CentreKey;
  invoices: readonly {
    link: keyof typeof DEMO_PUBLIC_LINKS;
    product: string;
    offering: string;
    centre: CentreKey;
    paid: boolean;
    daysAgo: number;
  }[];
} & Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Volunteer check-in and check-out (issue 17): one activity, two volunteers and an organisation.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Daily volunteer activities at the Bedok day centre; their links are in docs/demo.md. Check-in is open only within
 * an activity's hours (domain volunteerHoursRefusal: from 30 minutes before the start until the end; check-out until
 * 2 hours after), so:
 * - "Befriending and lunch helpers", 09:00 to 14:00, is an activity as a centre runs one (the API tests check in
 *   at its hours, on their own clock);
 * - "Round-the-clock companions", the whole day (00:00 to 24:00), is the one to show a demo with, at any hour, and
 *   the one the browser tests check in at, on the real clock;
 * - "Evening befriending calls", 19:00 to 21:00, is the other one whose check-in is closed at some time of day: at
 *   any hour one of it and the lunch helpers is closed, which a browser test shows (journeys.e2e.ts).
 */
export const DEMO_VOLUNTEER_ACTIVITIES = [
  {
    key: 'bedok-befriending-lunch',
    name: 'Befriending and lunch helpers',
    centre: 'bedok',
    startDate: '2025-01-01',
    endDate: '2035-12-31',
    startTime: '09:00',
    endTime: '14:00',
  },
  {
    key: 'bedok-round-the-clock',
    name: 'Round-the-clock companions',
    centre: 'bedok',
    startDate: '2025-01-01',
    endDate: '2035-12-31',
    startTime: '00:00',
    endTime: '24:00',
  },
  {
    key: 'bedok-evening-calls',
    name: 'Evening befriending calls',
    centre: 'bedok',
    startDate: '2025-01-01',
    endDate: '2035-12-31',
    startTime: '19:00',
    endTime: '21:00',
  },
] as const satisfies readonly ({ centre: CentreKey } & Record<string, string>)[];

/** Volunteers who check in on their own: NRIC/FIN and the last 4 digits of the mobile number. */
export const DEMO_VOLUNTEERS = [
  { name: 'Lim Bee Hoon', nationalId: 'S7654321F', mobileNumber: '91234567' },
  { name: 'Muhammad Faris bin Ismail', nationalId: 'T0312345B', mobileNumber: '82345678' },
] as const;

/** An organisation that sends a group: its code and PIN. */
export const DEMO_VOLUNTEER_ORGANISATIONS = [
  { name: 'Hope Youth Volunteers', code: 'HOPE24', pin: '5432' },
] as const;

// ---------------------------------------------------------------------------------------------------------------
// The caregiver's week (issue 19): a customer who looks after both her parents.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Rachel Goh, who signs in to look after her parents, her loved ones. Her father does Circuit Training at Bukit
 * Batok West on Monday and Thursday mornings; her mother's Gym Tonic pre-assessment at Admiralty starts 15 minutes
 * after one of his classes ends, across the island: a clash in the care calendar (a travel clash, domain findClashes),
 * which the pre-assessment can be moved out of (it is more than 24 hours ahead).
 */
export const DEMO_CAREGIVER = {
  key: 'demo-rachel',
  name: 'Rachel Goh Hui Min',
  email: 'rachel.goh@example.sg',
  mobileNumber: '92345678',
  nricDigits: '8534567',
  dateOfBirth: '1985-04-21',
  referralCode: 'CP6R4G2H',
  lovedOnes: [
    {
      name: 'Goh Chin Huat',
      dateOfBirth: '1949-09-03',
      gender: 'Male',
      nricDigits: '4923456',
      mobileNumber: '81234560',
      email: 'chinhuat.goh@example.sg',
      otherRelationship: 'Father',
      language: ['Hokkien', 'English'],
      service: {
        product: 'circuit-training',
        offering: '12 sessions / 3 months',
        centre: 'bukit-batok-west',
        plan: 'classes-ahead',
      },
      // Gym Tonic, bought for him, waits for his health declaration: she makes it for him, then books its
      // pre-assessment from its card (issue 36's journey, in the browser suite's group of Rachel's files).
      waiting: {
        product: 'gym-tonic',
        offering: '24 sessions / 3 months',
        centre: 'admiralty',
        startsInDays: 14,
        lengthDays: 91,
      },
    },
    {
      name: 'Lee Siew Kim',
      dateOfBirth: '1952-01-27',
      gender: 'Female',
      nricDigits: '5212345',
      mobileNumber: '81234561',
      email: 'siewkim.lee@example.sg',
      otherRelationship: 'Mother',
      language: ['Mandarin', 'Cantonese'],
      service: {
        product: 'gym-tonic',
        offering: '24 sessions / 3 months',
        centre: 'admiralty',
        plan: 'pre-assessment-after-class',
      },
    },
  ],
} as const satisfies {
  lovedOnes: readonly ({
    service: { product: string; offering: string; centre: CentreKey; plan: DemoBookingPlan };
  } & Record<string, unknown>)[];
} & Record<string, unknown>;
