/**
 * An in-memory API for the health screens' stories: the person's profile, their medical history (GET and POST
 * profile/medical-history, every save a new version, and GET profile/medical-history/{id}, one version) and the health declaration (POST profile/health-declaration
 * with a serviceId), in the API's envelope. No vitest or browser-only imports.
 */
import { isMedicalHistoryStale, messages, type MedicalHistory } from '@careportal/domain';
import { answer, readJson } from '../../../test/fakeEnvelope';
import type { MedicalHistoryState } from '../medicalHistoryApi';

/** What the fake holds. */
export interface FakeHealthData {
  /** The person the portal acts for. */
  person: { id: string; name: string; nric: string; mobileNumber: string };
  /** The versions given so far, oldest first. */
  versions: { id: string; submittedAt: string; medicalHistory: MedicalHistory }[];
  /** The service waiting for its declaration, by id. */
  waitingServiceId: string;
  /** The declarations saved. */
  declarations: Record<string, unknown>[];
}

/** How the fake misbehaves. */
export interface FakeHealthOptions {
  /** POST profile/medical-history answers 500. */
  saveFails?: boolean;
}

const no = { answer: false, details: null };

/** The history Ng Siew Lan gave more than a year ago. */
export const SAMPLE_HISTORY: MedicalHistory = {
  hospitalisation: no,
  allergies: { answer: true, details: 'Penicillin' },
  recentHealthChanges: no,
  treatment: no,
  medications: { answer: true, details: 'Amlodipine 5 mg, once a day' },
  dialysis: no,
  transfusion: no,
  excessiveBleeding: no,
  pregnancy: { answer: false, expectedDeliveryDate: null },
  conditions: [{ name: 'High blood pressure', controlled: true }],
  others: null,
  confirmation: true,
  signature: { name: 'Ng Siew Lan', contactNumber: '96543210', date: '2025-10-10' },
};

/** The fake's data: no history, or the versions given. */
export function healthData(versions: FakeHealthData['versions'] = []): FakeHealthData {
  return {
    person: { id: 'client-siewlan', name: 'Ng Siew Lan', nric: 'S5061234A', mobileNumber: '96543210' },
    versions,
    waitingServiceId: 'service-1',
    declarations: [],
  };
}

/** The fake API over `data`, dated by `now`. */
export function createFakeHealthApi(
  data: FakeHealthData,
  options: FakeHealthOptions = {},
  now = () => new Date(),
) {
  const calls: string[] = [];

  function state(): MedicalHistoryState {
    const latest = data.versions.at(-1);
    return {
      medicalHistory: latest?.medicalHistory ?? null,
      id: latest?.id ?? null,
      submittedAt: latest?.submittedAt ?? null,
      stale: isMedicalHistoryStale(latest?.submittedAt ?? null, now()),
      earlierVersions: data.versions
        .slice(0, -1)
        .reverse()
        .map((version) => ({ id: version.id, submittedAt: version.submittedAt })),
    };
  }

  function route(method: string, path: string, init: RequestInit | undefined): Response {
    if (path === 'profile' && method === 'GET') return answer(200, { data: data.person });
    if (path === 'profile/medical-history' && method === 'GET') return answer(200, { data: state() });
    const versionId = /^profile\/medical-history\/([^/]+)$/.exec(path)?.[1];
    if (versionId !== undefined && method === 'GET') {
      const version = data.versions.find((one) => one.id === decodeURIComponent(versionId));
      if (version === undefined) {
        return answer(404, {
          errorCode: 'NOT_FOUND',
          errorMessage: messages.health.medicalHistoryVersionNotFound,
        });
      }
      return answer(200, { data: { ...version, current: version === data.versions.at(-1) } });
    }
    if (path === 'profile/medical-history' && method === 'POST') {
      if (options.saveFails === true)
        return answer(500, { errorMessage: messages.generic.somethingWentWrong });
      data.versions.push({
        id: `history-${String(data.versions.length + 1)}`,
        submittedAt: now().toISOString(),
        medicalHistory: readJson(init) as unknown as MedicalHistory,
      });
      return answer(201, { message: messages.health.medicalHistorySaved, data: state() });
    }
    if (path === 'profile/health-declaration' && method === 'POST') {
      const body = readJson(init);
      if (body.serviceId !== data.waitingServiceId) {
        return answer(404, { errorCode: 'NOT_FOUND', errorMessage: messages.health.serviceNotFound });
      }
      data.declarations.push(body);
      return answer(201, { message: messages.health.declarationSaved, data: body });
    }
    return answer(404, { errorCode: 'NOT_FOUND', errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    return Promise.resolve(route(method, path, init));
  };

  return { fetch: fakeFetch, data, calls };
}

/** The fake API. */
export type FakeHealthApi = ReturnType<typeof createFakeHealthApi>;
