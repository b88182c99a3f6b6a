import { messages, type IdType, type ReferralChannel } from '@careportal/domain';

/** The unlinked client record the fake API knows, as the API's demo data has it. */
export const FAKE_CLIENT_RECORD = {
  referralCode: 'CP6B4H1L',
  idType: 'NRIC' as IdType,
  nric: 'S4912345J',
  name: 'Lim Bee Hoon',
} as const;

/** Where the fake API says it sent the Client ID, masked as the API masks it. */
export const FAKE_SENT_TO: Record<ReferralChannel, string> = {
  EMAIL: 'be*****@mail.example.sg',
  SMS: '****4321',
};

/** One call the fake API received. */
export interface FakeCall {
  method: string;
  path: string;
  /** The `view-as` header, when sent. */
  viewAs: string | null;
  body: unknown;
}

/** Options of {@link createFakeLinkingApi}. */
export interface FakeLinkingApiOptions {
  /** POST profile/linking fails with a server error whatever is sent. */
  linkingFails?: boolean;
  /** POST profile/referral-code/send answers this failure instead of sending. */
  sendFailure?: { httpCode: number; message: string };
  /** How long each answer takes, in ms. Default 0. */
  delayMs?: number;
}

/** An in-memory careportal API for the link-account page: a `fetch` and the calls it received. */
export interface FakeLinkingApi {
  fetch: typeof fetch;
  calls: FakeCall[];
}

interface Answer {
  status: number;
  message?: string | null;
  errorCode?: string | null;
  data?: unknown;
}

const PENDING_PROFILE = {
  id: 'c-1001',
  name: 'Lim Bee Hoon',
  idType: 'NRIC',
  nric: null,
  email: 'beehoon.lim@example.sg',
  mobileNumber: '91234321',
  profileLinkingStatus: 'PENDING',
  referralCode: null,
  denticareAssociationId: null,
  serviceCount: 0,
};

function envelope({ status, message = null, errorCode = null, data = null }: Answer): Response {
  return Response.json(
    {
      httpCode: status,
      statusCode: status,
      message,
      errorCode,
      errorMessage: status >= 400 ? message : null,
      data,
    },
    { status },
  );
}

function record(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * An API that answers the link-account page's calls the way the careportal API's contract says: the demo
 * client record {@link FAKE_CLIENT_RECORD} links with its Client ID and ID number; an unknown Client ID
 * answers 'The referral code does not exist', a known one with another ID number 'The referral code is not
 * valid for the provided NRIC'. Anything else answers 404. For page tests and stories, never the app.
 */
export function createFakeLinkingApi(options: FakeLinkingApiOptions = {}): FakeLinkingApi {
  const calls: FakeCall[] = [];
  let profile: Record<string, unknown> = { ...PENDING_PROFILE };

  function answer(method: string, path: string, body: unknown): Answer {
    if (method === 'GET' && path === '/profile') return { status: 200, data: profile };
    if (method === 'POST' && path === '/profile/linking') {
      if (options.linkingFails === true) return { status: 500, message: 'Internal Server Error' };
      const request = record(body);
      if (request.referralCode !== FAKE_CLIENT_RECORD.referralCode) {
        return { status: 400, message: messages.linking.serverReferralCodeMissing };
      }
      if (request.idType !== FAKE_CLIENT_RECORD.idType || request.nric !== FAKE_CLIENT_RECORD.nric) {
        return { status: 400, message: messages.linking.serverReferralCodeNotForNric };
      }
      profile = {
        ...profile,
        name: FAKE_CLIENT_RECORD.name,
        idType: FAKE_CLIENT_RECORD.idType,
        nric: FAKE_CLIENT_RECORD.nric,
        referralCode: FAKE_CLIENT_RECORD.referralCode,
        profileLinkingStatus: 'LINKED',
      };
      return { status: 200, message: messages.linking.linked, data: profile };
    }
    if (method === 'POST' && path === '/profile/referral-code/send') {
      if (options.sendFailure) {
        return { status: options.sendFailure.httpCode, message: options.sendFailure.message };
      }
      const channel: ReferralChannel = record(body).channel === 'SMS' ? 'SMS' : 'EMAIL';
      return {
        status: 200,
        message:
          channel === 'EMAIL' ? messages.linking.clientIdSentToEmail : messages.linking.clientIdSentToMobile,
        data: { channel, sentTo: FAKE_SENT_TO[channel] },
      };
    }
    return { status: 404, errorCode: 'NOT_FOUND' };
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path: url.pathname, viewAs: headers.get('view-as'), body });
    if (options.delayMs !== undefined && options.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
    return envelope(answer(method, url.pathname, body));
  };

  return { fetch: fakeFetch, calls };
}
