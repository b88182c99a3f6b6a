/**
 * An in-memory careportal API for the profile page's stories and tests: the profile contract's calls (profile,
 * picture, ID lookup, addresses, contacts, loved ones, postal codes and config/app), answered with the API's
 * envelope from data held here. `view-as` is honoured as the API does. No vitest or browser-only imports, so
 * stories and tests share it.
 */
import {
  createPersonalDetailsSchema,
  formatMessage,
  fromProfilePayload,
  messages,
  type OneMapSearchResponse,
} from '@careportal/domain';
import type {
  FieldError,
  LovedOneEntry,
  NricRelation,
  Profile,
  ProfileAddress,
  ProfileContact,
} from '../profileApi';

/** The owner key of the signed-in customer's records. */
export const CUSTOMER = 'customer';

/** What the fake API holds. Records are keyed by owner: {@link CUSTOMER} or a loved one's id. */
export interface FakeProfileData {
  customer: Profile;
  lovedOnes: Profile[];
  addresses: Record<string, ProfileAddress[]>;
  contacts: Record<string, ProfileContact[]>;
  pictures: Record<string, Blob | undefined>;
  /** ID numbers held by other client records: GET profile/nric answers CLIENT, PUT profile 409. */
  otherClientNrics: string[];
  disabledLovedOne: boolean;
}

/** How the fake API misbehaves, for the error and loading states. */
export interface FakeProfileApiOptions {
  /** GET profile answers 500. */
  profileFails?: boolean;
  /** GET profile never answers (loading). */
  profileHangs?: boolean;
  /** PUT profile answers 400 with these field errors, whatever is sent. */
  profileFieldErrors?: FieldError[];
  /** Every answer waits this long, in ms. Default 0. */
  delayMs?: number;
  /** GET config/app answers once this settles (the remote configuration arriving after the profile). */
  configArrives?: Promise<unknown>;
  /** GET config/app answers 500. */
  configFails?: boolean;
  /** GET profile/nric answers 429, as the API does after too many ID-number checks. */
  nricChecksLimited?: boolean;
}

/** The fake API: a fetch for the ApiProvider and the data it holds (to inspect after a play or test). */
export interface FakeProfileApi {
  fetch: typeof fetch;
  data: FakeProfileData;
  /** Every call made, as 'METHOD path'. */
  calls: string[];
  /** The calls answered so far, in the order answered. */
  answered: string[];
}

/** Postal codes the fake lookup knows, from the sandbox directory (data/sg-addresses). */
export const FAKE_POSTAL_CODES = {
  bukitBatok: '650440',
  woodlands: '730678',
  jurongWest: '640690',
  straitsView: '018935',
} as const;

const DIRECTORY: Record<string, [block: string, road: string, building: string]> = {
  '650440': ['440', 'BUKIT BATOK WEST AVENUE 8', 'NIL'],
  '730678': ['678', 'WOODLANDS AVE 6', 'NIL'],
  '640690': ['690', 'JURONG WEST CENTRAL 1', 'NIL'],
  '018935': ['5', 'STRAITS VIEW', 'MARINA ONE THE HEART'],
};

function oneMap(code: string): OneMapSearchResponse {
  const found = DIRECTORY[code];
  if (found === undefined) return { found: 0, totalNumPages: 0, pageNum: 1, results: [] };
  const [block, road, building] = found;
  return {
    found: 1,
    totalNumPages: 1,
    pageNum: 1,
    results: [
      {
        SEARCHVAL: building === 'NIL' ? `${block} ${road}` : building,
        BLK_NO: block,
        ROAD_NAME: road,
        BUILDING: building,
        ADDRESS: `${block} ${road} SINGAPORE ${code}`,
        POSTAL: code,
        X: '0',
        Y: '0',
        LATITUDE: '1.3',
        LONGITUDE: '103.8',
      },
    ],
  };
}

interface Envelope {
  message?: string;
  errorCode?: string;
  errorMessage?: string;
  data?: unknown;
}

function answer(httpCode: number, fields: Envelope = {}): Response {
  return Response.json(
    {
      httpCode,
      statusCode: httpCode,
      message: fields.message ?? null,
      errorCode: fields.errorCode ?? null,
      errorMessage: fields.errorMessage ?? null,
      data: fields.data ?? null,
    },
    { status: httpCode },
  );
}

const notFound = () => answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });

function readJson(init: RequestInit | undefined): Record<string, unknown> {
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
}

function nextId(prefix: string, taken: readonly { id: string }[]): string {
  let index = taken.length + 1;
  while (taken.some((record) => record.id === `${prefix}-${String(index)}`)) index += 1;
  return `${prefix}-${String(index)}`;
}

const PROFILE_FIELDS = [
  'name',
  'dateOfBirth',
  'gender',
  'idType',
  'nric',
  'countryCode',
  'email',
  'mobileNumber',
  'homeNumber',
  'maritalStatus',
  'residentStatus',
  'otherResidentStatus',
  'nationality',
  'language',
  'otherLanguage',
  'religion',
  'otherReligion',
  'unionMember',
  'chasSubsidyTier',
  'chasExpiryDate',
  'companyName',
  'marketingConsent',
] as const;

/** A blank profile: a new sign-up's, or the base of a loved one's. */
export function blankProfile(id: string, name: string): Profile {
  return {
    id,
    name,
    dateOfBirth: null,
    gender: null,
    idType: 'NRIC',
    nric: null,
    countryCode: '+65',
    email: null,
    mobileNumber: null,
    homeNumber: null,
    maritalStatus: null,
    residentStatus: null,
    otherResidentStatus: null,
    nationality: null,
    language: '',
    otherLanguage: null,
    religion: null,
    otherReligion: null,
    unionMember: null,
    chasSubsidyTier: null,
    chasExpiryDate: null,
    companyName: null,
    marketingConsent: null,
    profileLinkingStatus: 'PENDING',
    referralCode: null,
    pictureUrl: null,
    denticareAssociationId: null,
    serviceCount: 0,
    locks: { name: false, nric: false, email: false },
  };
}

function withLocks(profile: Profile): Profile {
  return {
    ...profile,
    locks: {
      name: profile.profileLinkingStatus === 'LINKED',
      nric: (profile.nric ?? '') !== '',
      email: (profile.email ?? '') !== '',
    },
  };
}

/** A copy of the data to change freely (pictures are kept as they are: blobs do not change). */
function copyOf(initial: FakeProfileData): FakeProfileData {
  const { pictures, ...rest } = initial;
  return {
    ...(JSON.parse(JSON.stringify(rest)) as Omit<FakeProfileData, 'pictures'>),
    pictures: { ...pictures },
  };
}

/**
 * The fake API over `data` (a copy is kept, so each story or test starts from its own). `now` is the clock the
 * date-of-birth rule reads.
 */
export function createFakeProfileApi(
  initial: FakeProfileData,
  options: FakeProfileApiOptions = {},
  now: () => Date = () => new Date(),
): FakeProfileApi {
  const data = copyOf(initial);
  const calls: string[] = [];
  const answered: string[] = [];
  const schema = createPersonalDetailsSchema({ now });
  let pictureVersion = 0;

  function profileOf(owner: string): Profile | undefined {
    return owner === CUSTOMER ? data.customer : data.lovedOnes.find((lovedOne) => lovedOne.id === owner);
  }

  function replaceProfile(owner: string, profile: Profile) {
    if (owner === CUSTOMER) data.customer = profile;
    else data.lovedOnes = data.lovedOnes.map((lovedOne) => (lovedOne.id === owner ? profile : lovedOne));
  }

  function nricRelation(nric: string, owner: string): NricRelation | null {
    if (profileOf(owner)?.nric === nric) return 'SELF';
    if (data.lovedOnes.some((lovedOne) => lovedOne.nric === nric)) return 'LOVED_ONE';
    if (data.customer.nric === nric || data.otherClientNrics.includes(nric)) return 'CLIENT';
    return null;
  }

  /** Checks a personal-details body as the API does: 400 field errors, 409 an ID in use. */
  function checkDetails(body: Record<string, unknown>, owner: string | null): Response | null {
    if (options.profileFieldErrors) {
      return answer(400, {
        errorCode: 'VALIDATION',
        errorMessage: options.profileFieldErrors[0]?.message,
        data: { errors: options.profileFieldErrors.map((error) => ({ in: 'body', ...error })) },
      });
    }
    const parsed = schema.safeParse(
      fromProfilePayload(body as { language?: string; homeNumber?: string | null }),
    );
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => ({
        in: 'body',
        path: issue.path.join('.'),
        message: issue.message,
      }));
      return answer(400, { errorCode: 'VALIDATION', errorMessage: errors[0]?.message, data: { errors } });
    }
    const nric = typeof body.nric === 'string' ? body.nric : '';
    const relation = nric === '' ? null : nricRelation(nric, owner ?? '');
    if (owner !== CUSTOMER && nric !== '' && nric === data.customer.nric) {
      return answer(409, {
        errorCode: 'OWN_NRIC',
        errorMessage: messages.validation.ownNationalId,
        data: { errors: [{ in: 'body', path: 'nric', message: messages.validation.ownNationalId }] },
      });
    }
    if (relation === 'CLIENT' || (relation === 'SELF' && owner === null)) {
      return answer(409, {
        errorCode: 'NRIC_EXISTS',
        errorMessage: messages.validation.nricAlreadyExists,
        data: { errors: [{ in: 'body', path: 'nric', message: messages.validation.nricAlreadyExists }] },
      });
    }
    if (relation === 'LOVED_ONE') {
      return answer(409, {
        errorCode: 'LOVED_ONE_MAPPED',
        errorMessage: messages.validation.lovedOneAlreadyMapped,
        data: { errors: [{ in: 'body', path: 'nric', message: messages.validation.lovedOneAlreadyMapped }] },
      });
    }
    return null;
  }

  function applyDetails(profile: Profile, body: Record<string, unknown>): Profile {
    const next: Record<string, unknown> = { ...profile };
    for (const field of PROFILE_FIELDS) {
      if (field in body) next[field] = body[field] === '' ? null : body[field];
    }
    next.language = typeof body.language === 'string' ? body.language : profile.language;
    if (profile.locks.name) next.name = profile.name;
    if (profile.locks.nric) next.nric = profile.nric;
    if (profile.locks.email) next.email = profile.email;
    return withLocks(next as unknown as Profile);
  }

  function records<T extends { id: string }>(
    store: Record<string, T[]>,
    owner: string,
    method: string,
    id: string | undefined,
    init: RequestInit | undefined,
    texts: { created: string; updated: string; deleted: string; createdList?: string },
  ): Response {
    const list = store[owner] ?? [];
    if (method === 'GET' && id === undefined) return answer(200, { data: list });
    if (method === 'POST' && id === undefined) {
      const parsed: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
      const bodies = (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[];
      const types = [
        ...list.map((record) => ('type' in record ? record.type : undefined)),
        ...bodies.map((b) => b.type),
      ];
      if (types.some((type, index) => type !== undefined && types.indexOf(type) !== index)) {
        // As the API: a type the owner already has, and nothing of the list is kept.
        return answer(409, {
          errorCode: 'ADDRESS_TYPE_EXISTS',
          errorMessage: 'There is already an address of this type. Edit that address instead.',
        });
      }
      const created = bodies.map(
        (body, index) => ({ ...body, id: `${nextId(owner, list)}-${String(index)}` }) as unknown as T,
      );
      store[owner] = [...list, ...created];
      return Array.isArray(parsed)
        ? answer(201, { message: texts.createdList ?? texts.created, data: created })
        : answer(201, { message: texts.created, data: created[0] });
    }
    const existing = list.find((record) => record.id === id);
    if (existing === undefined) return notFound();
    if (method === 'PUT') {
      const updated = { ...readJson(init), id: existing.id } as unknown as T;
      store[owner] = list.map((record) => (record.id === existing.id ? updated : record));
      return answer(200, { message: texts.updated, data: updated });
    }
    if (method === 'DELETE') {
      store[owner] = list.filter((record) => record.id !== existing.id);
      return answer(200, { message: texts.deleted, data: existing });
    }
    return notFound();
  }

  function route(method: string, path: string, init: RequestInit | undefined): Response {
    const headers = new Headers(init?.headers);
    const viewAs = headers.get('view-as');
    const owner = viewAs ?? CUSTOMER;
    if (path === 'config/app') {
      return answer(200, { data: { versionNumber: '1.0.0', disabledLovedOne: data.disabledLovedOne } });
    }
    const postal = /^public\/v1\/postal-code\/(\w+)$/.exec(path);
    if (postal?.[1] !== undefined && method === 'GET') return answer(200, { data: oneMap(postal[1]) });
    if (!headers.has('Authorization')) return answer(401, { errorMessage: messages.auth.tokenMissing });
    if (viewAs !== null && profileOf(viewAs) === undefined) {
      return answer(403, { errorCode: 'FORBIDDEN', errorMessage: 'You may not act for this person.' });
    }
    const profile = profileOf(owner);
    if (profile === undefined) return notFound();

    if (path === 'profile' && method === 'GET') {
      if (options.profileFails) return answer(500, { errorMessage: messages.generic.somethingWentWrong });
      return answer(200, { data: profile });
    }
    if (path === 'profile' && method === 'PUT') {
      const body = readJson(init);
      const problem = checkDetails(body, owner);
      if (problem) return problem;
      const updated = applyDetails(profile, body);
      replaceProfile(owner, updated);
      return answer(200, { message: messages.success.personalDetailUpdated, data: updated });
    }
    if (path === 'profile/picture') {
      if (method === 'GET') {
        const picture = data.pictures[owner];
        return picture === undefined
          ? notFound()
          : new Response(picture, { status: 200, headers: { 'Content-Type': picture.type } });
      }
      if (method === 'PUT' && init?.body instanceof Blob) {
        pictureVersion += 1;
        data.pictures[owner] = init.body;
        const pictureUrl = `profile/picture?v=${String(pictureVersion)}`;
        replaceProfile(owner, { ...profile, pictureUrl });
        return answer(200, { message: messages.success.updated, data: { pictureUrl } });
      }
    }
    const nric = /^profile\/nric\/(\w+)$/.exec(path);
    if (nric?.[1] !== undefined && method === 'GET') {
      if (options.nricChecksLimited === true) {
        return answer(429, {
          errorCode: 'RATE_LIMITED',
          errorMessage: formatMessage(messages.api.tooManyRequests, { after: '10 minutes' }),
        });
      }
      const relation = nricRelation(nric[1], owner);
      return relation === null ? notFound() : answer(200, { data: { relation } });
    }
    const address = /^profile\/address(?:\/([\w-]+))?$/.exec(path);
    if (address) {
      return records(data.addresses, owner, method, address[1], init, {
        created: messages.success.addressCreated,
        createdList: messages.success.addressesCreated,
        updated: messages.success.addressUpdated,
        deleted: messages.success.addressDeleted,
      });
    }
    const contact = /^profile\/contact(?:\/([\w-]+))?$/.exec(path);
    if (contact) {
      return records(data.contacts, owner, method, contact[1], init, {
        created: 'Created contact successfully',
        updated: messages.success.updated,
        deleted: 'Deleted contact successfully',
      });
    }
    if (path === 'lovedone' && method === 'GET') {
      const list: LovedOneEntry[] = data.lovedOnes.map(({ id, name }) => ({ id, name }));
      return answer(200, { data: list });
    }
    if (path === 'lovedone' && method === 'POST') {
      const body = readJson(init);
      const problem = checkDetails(body, null);
      if (problem) return problem;
      const lovedOne = applyDetails(
        {
          ...blankProfile(nextId('loved-one', data.lovedOnes), ''),
          relationship: body.relationship as Profile['relationship'],
          otherRelationship: (body.otherRelationship as string | null | undefined) ?? null,
        },
        body,
      );
      data.lovedOnes = [...data.lovedOnes, lovedOne];
      return answer(201, { message: messages.success.lovedOneCreated, data: lovedOne });
    }
    return notFound();
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (path === 'profile' && method === 'GET' && options.profileHangs)
      return new Promise<Response>(() => undefined);
    if (path === 'config/app') {
      await options.configArrives;
      if (options.configFails === true)
        return answer(500, { errorMessage: messages.generic.somethingWentWrong });
    }
    if ((options.delayMs ?? 0) > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
    const response = route(method, path, init);
    answered.push(`${method} ${path}`);
    return response;
  };

  return { fetch: fakeFetch, data, calls, answered };
}
