/**
 * An in-memory careportal API for the registration wizard's stories and tests: the catalogue (categories, their
 * programme types and programmes with eligibility, offers, centres), the marketing channels and sd- lookups, the
 * health declaration and the cart, answered with the API's envelope; every other call (profile, addresses,
 * contacts, loved ones, postal codes, config/app) goes to the profile's fake. No vitest or browser-only imports.
 */
import {
  catalogueProductSchema,
  messages,
  type CatalogueCentre,
  type CatalogueOffering,
  type CatalogueProgramme,
  type SavedCart,
} from '@careportal/domain';
import {
  createFakeProfileApi,
  type FakeProfileApiOptions,
  type FakeProfileData,
} from '../../people/fakes/fakeProfileApi';

const ACTIVE_AGEING = '11111111-1111-4111-8111-111111111111';
const RETAIL = '22222222-2222-4222-8222-222222222222';
const SENIOR_GYM = '33333333-3333-4333-8333-333333333333';
const GYM_ACCESS = '44444444-4444-4444-8444-444444444444';

/** The fake catalogue's ids, for stories and tests to choose by. */
export const FAKE_CATALOGUE = {
  activeAgeing: ACTIVE_AGEING,
  retail: RETAIL,
  seniorGym: SENIOR_GYM,
  gymAccess: GYM_ACCESS,
  circuitTraining: '55555555-5555-4555-8555-555555555551',
  gymTonic: '55555555-5555-4555-8555-555555555553',
  gymPass: '55555555-5555-4555-8555-555555555554',
  gymTonicOffer: '66666666-6666-4666-8666-666666666663',
  gymPassOffer: '66666666-6666-4666-8666-666666666664',
  admiralty: '77777777-7777-4777-8777-777777777771',
  jurongSpring: '77777777-7777-4777-8777-777777777772',
  others: 'channel-others',
} as const;

const CATEGORIES = [
  { id: ACTIVE_AGEING, name: 'Active Ageing', slug: 'active-ageing' },
  { id: RETAIL, name: 'Retail', slug: 'retail' },
];

const GROUPS: Record<
  string,
  { id: string; categoryId: string; name: string; slug: string; description: string }[]
> = {
  [ACTIVE_AGEING]: [
    {
      id: SENIOR_GYM,
      categoryId: ACTIVE_AGEING,
      name: 'Gym-based programmes',
      slug: 'senior-gym',
      description: 'Strength and fitness at our senior-friendly gyms.',
    },
  ],
  [RETAIL]: [
    {
      id: GYM_ACCESS,
      categoryId: RETAIL,
      name: 'Gym access',
      slug: 'gym-access',
      description: 'Use of our gyms on your own.',
    },
  ],
};

function product(
  id: string,
  name: string,
  slug: string,
  categoryId: string,
  groupId: string,
  totalSessions: number,
): CatalogueProgramme {
  return {
    id,
    name,
    slug,
    description: `${name} for seniors.`,
    categoryId,
    categoryName: categoryId === ACTIVE_AGEING ? 'Active Ageing' : 'Retail',
    groupId,
    programContentType: 'SESSIONS',
    fixedSessions: true,
    totalSessions,
    packageDescription: `${String(totalSessions)} sessions, twice a week, with a post-assessment at the final session.`,
    eligible: true,
    ineligibilityReason: null,
    ineligibilityMessage: null,
  };
}

const PROGRAMMES: Record<string, CatalogueProgramme[]> = {
  [SENIOR_GYM]: [
    product(
      FAKE_CATALOGUE.circuitTraining,
      'Circuit Training',
      'circuit-training',
      ACTIVE_AGEING,
      SENIOR_GYM,
      12,
    ),
    product(FAKE_CATALOGUE.gymTonic, 'Gym Tonic', 'gym-tonic', ACTIVE_AGEING, SENIOR_GYM, 24),
  ],
  [GYM_ACCESS]: [product(FAKE_CATALOGUE.gymPass, 'Gym Pass', 'gym-pass', RETAIL, GYM_ACCESS, 10)],
};

function offering(id: string, productId: string, name: string, priceCents: number): CatalogueOffering {
  return { id, productId, name, priceCents, sessionCount: 24, termMonths: 3, sellable: true };
}

const OFFERINGS: Record<string, CatalogueOffering[]> = {
  [FAKE_CATALOGUE.circuitTraining]: [
    offering(
      '66666666-6666-4666-8666-666666666661',
      FAKE_CATALOGUE.circuitTraining,
      '12 sessions / 3 months',
      4800,
    ),
    offering(
      '66666666-6666-4666-8666-666666666662',
      FAKE_CATALOGUE.circuitTraining,
      '24 sessions / 6 months',
      8800,
    ),
  ],
  [FAKE_CATALOGUE.gymTonic]: [
    offering(FAKE_CATALOGUE.gymTonicOffer, FAKE_CATALOGUE.gymTonic, '24 sessions / 3 months', 24000),
  ],
  [FAKE_CATALOGUE.gymPass]: [
    offering('66666666-6666-4666-8666-666666666664', FAKE_CATALOGUE.gymPass, '10 entries / 3 months', 2000),
  ],
};

function centre(
  id: string,
  name: string,
  block: string,
  street: string,
  postalCode: string,
): CatalogueCentre {
  return {
    id,
    name,
    kind: 'ACTIVE_AGEING_HUB',
    postalCode,
    block,
    street,
    building: null,
    level: null,
    unit: null,
    address: `Blk ${block} ${street}, Singapore ${postalCode}`,
    region: 'nw',
    area: 'NORTH',
    latitude: 1.44,
    longitude: 103.8,
  };
}

const ADMIRALTY = centre(
  FAKE_CATALOGUE.admiralty,
  'Active Ageing Hub (Kampung Admiralty)',
  '676',
  'WOODLANDS DRIVE 71',
  '730676',
);
const JURONG_SPRING = centre(
  FAKE_CATALOGUE.jurongSpring,
  'Day Centre for Seniors (Jurong Spring)',
  '522',
  'JURONG WEST STREET 52',
  '640522',
);

const CENTRES: Record<string, CatalogueCentre[]> = {
  [FAKE_CATALOGUE.circuitTraining]: [ADMIRALTY],
  [FAKE_CATALOGUE.gymTonic]: [JURONG_SPRING, ADMIRALTY],
  [FAKE_CATALOGUE.gymPass]: [ADMIRALTY],
};

const CHANNELS = [
  { id: 'channel-facebook', key: 'FACEBOOK', value: 'Facebook' },
  { id: 'channel-friends', key: 'FRIENDS_OR_FAMILY', value: 'Friends or family' },
  { id: FAKE_CATALOGUE.others, key: 'OTHERS', value: 'Others' },
];

/** What the wizard's part of the fake holds beyond the profile's data. */
export interface FakeRegisterData {
  /** The cart GET cart answers, as PUT cart last left it. */
  cart: SavedCart | null;
  /** Programmes the person may not choose, with the reason's message. */
  ineligible: Record<string, string>;
  /** Product slugs whose sd- lookup answers 404. */
  unavailable: string[];
  /** The health declarations saved, in order. */
  healthDeclarations: Record<string, unknown>[];
}

/** How the wizard's part misbehaves. */
export interface FakeRegisterOptions extends FakeProfileApiOptions {
  /** GET category answers 500. */
  catalogueFails?: boolean;
  /** POST profile/health-declaration answers 500. */
  healthDeclarationFails?: boolean;
  /** PUT cart refuses with this code and message, as the API does (404 PRODUCT_NOT_VALID, 409 …). */
  cartRefusal?: { httpCode: number; errorCode: string; errorMessage: string };
}

/** The fake API: a fetch for the ApiProvider and the data it holds. */
export interface FakeRegisterApi {
  fetch: typeof fetch;
  profile: FakeProfileData;
  register: FakeRegisterData;
  calls: string[];
}

/** An empty cart, every programme open and available, no declaration saved. */
export function emptyRegisterData(): FakeRegisterData {
  return { cart: null, ineligible: {}, unavailable: [], healthDeclarations: [] };
}

function answer(httpCode: number, data: unknown = null, message: string | null = null): Response {
  const error = httpCode >= 400;
  return Response.json(
    {
      httpCode,
      statusCode: httpCode,
      message: error ? null : message,
      errorCode: error ? 'ERROR' : null,
      errorMessage: error ? message : null,
      data,
    },
    { status: httpCode },
  );
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

/** Makes the fake over a copy of `profile` and `register`. */
export function createFakeRegisterApi(
  profileData: FakeProfileData,
  registerData: FakeRegisterData = emptyRegisterData(),
  options: FakeRegisterOptions = {},
): FakeRegisterApi {
  const profileApi = createFakeProfileApi(profileData, options);
  const register: FakeRegisterData = structuredClone(registerData);
  const calls = profileApi.calls;

  function route(method: string, url: URL, init: RequestInit | undefined): Response | null {
    const path = url.pathname.replace(/^\/+/, '');
    const query = url.searchParams;
    if (method === 'GET' && path === 'category') {
      return options.catalogueFails
        ? answer(500, null, messages.generic.somethingWentWrong)
        : answer(200, CATEGORIES);
    }
    const programmes = /^category\/([\w-]+)\/([\w-]+)$/.exec(path);
    if (method === 'GET' && programmes?.[2] !== undefined) {
      return answer(
        200,
        (PROGRAMMES[programmes[2]] ?? []).map((programme) => {
          const reason = register.ineligible[programme.id];
          return reason === undefined
            ? programme
            : {
                ...programme,
                eligible: false,
                ineligibilityReason: 'BELOW_MINIMUM_AGE',
                ineligibilityMessage: reason,
              };
        }),
      );
    }
    const groups = /^category\/([\w-]+)$/.exec(path);
    if (method === 'GET' && groups?.[1] !== undefined) return answer(200, GROUPS[groups[1]] ?? []);
    const offerings = /^products-ext\/([\w-]+)\/offerings\/list$/.exec(path);
    if (method === 'GET' && offerings?.[1] !== undefined) return answer(200, OFFERINGS[offerings[1]] ?? []);
    const productRead = /^products\/v2\/([\w-]+)$/.exec(path);
    if (method === 'GET' && productRead?.[1] !== undefined) {
      const found = Object.values(PROGRAMMES)
        .flat()
        .find((programme) => programme.id === productRead[1]);
      if (found === undefined) return answer(404, null, messages.api.notFound);
      // GET products/v2/{id} answers the product without the eligibility a subcategory's list adds.
      return answer(200, catalogueProductSchema.parse(found));
    }
    const centres = /^products\/([\w-]+)\/centers\/list$/.exec(path);
    if (method === 'GET' && centres?.[1] !== undefined) return answer(200, CENTRES[centres[1]] ?? []);
    if (method === 'GET' && path === 'config/mastercode') {
      const key = query.get('key');
      if (key === null) return answer(200, CHANNELS);
      return register.unavailable.includes(key.replace(/^sd-/, ''))
        ? answer(404, null, messages.catalogue.programmeNotAvailable)
        : answer(200, { id: key, key, value: key });
    }
    if (method === 'POST' && path === 'profile/health-declaration') {
      if (options.healthDeclarationFails) return answer(500, null, messages.health.declarationSaveFailed);
      const saved = bodyOf(init);
      register.healthDeclarations.push(saved);
      return answer(201, saved, messages.health.declarationSaved);
    }
    if (path === 'cart' && method === 'GET') return answer(200, register.cart);
    if (path === 'cart' && method === 'PUT' && options.cartRefusal !== undefined) {
      const { httpCode, errorCode, errorMessage } = options.cartRefusal;
      return Response.json(
        { httpCode, statusCode: httpCode, message: null, errorCode, errorMessage, data: null },
        { status: httpCode },
      );
    }
    if (path === 'cart' && method === 'PUT') {
      const body = bodyOf(init) as unknown as Omit<SavedCart, 'customerId'> & { customerId: string | null };
      register.cart = {
        categoryId: body.categoryId,
        categoryName: CATEGORIES.find((category) => category.id === body.categoryId)?.name ?? '',
        customerId: body.customerId ?? profileApi.data.customer.id,
        customerName: profileApi.data.customer.name,
        items: body.items,
      };
      return answer(200, register.cart, messages.success.updated);
    }
    return null;
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const handled = route(init?.method ?? 'GET', url, init);
    if (handled === null) return profileApi.fetch(input, init);
    calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/+/, '')}`);
    return handled;
  };

  return { fetch: fakeFetch, profile: profileApi.data, register, calls };
}
