/**
 * An in-memory eGIRO API for the eGIRO pages' stories and tests (docs/payments-api.md, "eGIRO"): the banks, the
 * profile's ID number, DDA reference numbers, applications, arrangements and cancellations, in the API's
 * envelope. The bank decides only when a story or test says so (`approve`). No vitest or browser-only imports.
 */
import { EGIRO_BANKS, formatMessage, messages, nationalIdCheckLetter } from '@careportal/domain';
import { config } from '../../../config';
import type { Arrangement } from '../egiroApi';
import { answer, readJson } from '../../../test/fakeEnvelope';

/** The account holder's ID number, and the loved ones' the fake knows. */
export const FAKE_OWN_NRIC = `S4812345${nationalIdCheckLetter('S', '4812345')}`;
/** A loved one's NRIC the fake knows (Tan Mei Ling). */
export const FAKE_LOVED_ONE_NRIC = `S5012345${nationalIdCheckLetter('S', '5012345')}`;

/** What the fake holds. */
export interface FakeEgiroData {
  arrangements: Arrangement[];
}

/** How the fake misbehaves. */
export interface FakeEgiroOptions {
  /** GET egiro/history never answers. */
  historyHangs?: boolean;
  /** GET egiro/history fails. */
  historyFails?: boolean;
  /** GET egiro/bank-list fails. */
  banksFail?: boolean;
}

/** The fake API: a fetch for the ApiProvider, its data and the calls made. */
export interface FakeEgiroApi {
  fetch: typeof fetch;
  data: FakeEgiroData;
  /** Every call made, as 'METHOD path'. */
  calls: string[];
  /** The bank approves what waits: applications become ACTIVE, cancellations CANCELLED. */
  approve: () => void;
}

/** An arrangement with the given fields over an Active one with DBS/POSB. */
export function sampleArrangement(fields: Partial<Arrangement> = {}): Arrangement {
  return {
    id: 'egiro-1',
    clientName: 'Tan Mei Ling',
    ddaReferenceNo: 'DDA2026112200001',
    boTransactionRefNo: 'BO2026112200001',
    status: 'ACTIVE',
    bankCode: 'DBS',
    bankName: 'DBS/POSB',
    effectiveDate: '2026-11-22',
    expiryDate: null,
    relationship: 'Child',
    limit: null,
    cancellationDate: null,
    acceptedDate: '2026-11-22',
    remarks: null,
    egiroReferenceNo: 'EG2026112200001',
    cancellationRequested: false,
    nextDeductionDate: '2026-12-21',
    ...fields,
  };
}

/** The fake over `data`. */
export function createFakeEgiroApi(data: FakeEgiroData, options: FakeEgiroOptions = {}): FakeEgiroApi {
  const calls: string[] = [];
  let count = data.arrangements.length;

  function route(method: string, path: string, init: RequestInit | undefined) {
    if (path === 'config/app') {
      return answer(200, { data: { versionNumber: config.appVersion, disabledLovedOne: false } });
    }
    if (path === 'egiro/bank-list') {
      if (options.banksFail === true) return answer(500, { errorMessage: 'Technical difficulties' });
      return answer(200, { data: EGIRO_BANKS });
    }
    if (!new Headers(init?.headers).has('Authorization'))
      return answer(401, { errorMessage: 'Your token is expired' });
    if (path === 'profile')
      return answer(200, { data: { id: 'me', name: 'Tan Ah Kow', nric: FAKE_OWN_NRIC } });
    if (path === 'egiro/history') {
      if (options.historyFails === true) return answer(500, { errorMessage: 'Technical difficulties' });
      return answer(200, { data: data.arrangements });
    }
    if (path === 'egiro/generateDDARefNo') {
      count += 1;
      return answer(200, { data: { ddaRefNo: `DDA20261122${String(count).padStart(5, '0')}` } });
    }
    if (path === 'egiro/create' && method === 'POST') {
      const body = readJson(init);
      const nric = typeof body.nric === 'string' ? body.nric : '';
      if (nric !== FAKE_OWN_NRIC && nric !== FAKE_LOVED_ONE_NRIC) {
        const idType = /^[FGM]/.test(nric) ? 'FIN' : 'NRIC';
        return answer(404, { errorMessage: formatMessage(messages.egiro.noExistingClient, { idType }) });
      }
      const bank = EGIRO_BANKS.find((each) => each.code === body.applicantBankCode);
      const clientName = nric === FAKE_OWN_NRIC ? 'Tan Ah Kow' : 'Tan Mei Ling';
      const existing = data.arrangements.find(
        (each) =>
          each.clientName === clientName &&
          each.bankCode === bank?.code &&
          (each.status === 'PENDING' || each.status === 'ACTIVE'),
      );
      if (existing !== undefined) {
        return answer(409, {
          errorCode: 'EGIRO_ARRANGEMENT_EXISTS',
          errorMessage: formatMessage(messages.egiro.arrangementExists, {
            name: clientName,
            bank: existing.bankName ?? existing.bankCode,
          }),
        });
      }
      const arrangement = sampleArrangement({
        id: `egiro-${String(count)}`,
        clientName,
        ddaReferenceNo: String(body.ddaRefNo),
        boTransactionRefNo: `BO${String(body.ddaRefNo)}`,
        status: 'PENDING',
        bankCode: bank?.code ?? 'DBS',
        bankName: bank?.name ?? 'DBS/POSB',
        relationship: String(body.relationship),
        effectiveDate: null,
        acceptedDate: null,
        egiroReferenceNo: null,
        nextDeductionDate: null,
      });
      data.arrangements = [arrangement, ...data.arrangements];
      return answer(201, {
        data: { arrangement, redirectUrl: `https://bank.example/egiro/${arrangement.boTransactionRefNo}` },
      });
    }
    if (path === 'egiro/cancel' && method === 'POST') {
      const body = readJson(init);
      const found = data.arrangements.find((each) => each.ddaReferenceNo === body.boDDARefNo);
      if (found === undefined) return answer(404, { errorMessage: 'This eGIRO arrangement was not found.' });
      if (found.status !== 'ACTIVE') return answer(400, { errorMessage: messages.validation.invalidValue });
      const cancelled = { ...found, cancellationRequested: true };
      data.arrangements = data.arrangements.map((each) => (each.id === found.id ? cancelled : each));
      return answer(200, { data: cancelled });
    }
    return answer(404, { errorMessage: 'Not found' });
  }

  const fakeFetch: typeof fetch = (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const path = url.pathname.replace(/^\/+/, '');
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}`);
    if (options.historyHangs === true && path === 'egiro/history')
      return new Promise<Response>(() => undefined);
    return Promise.resolve(route(method, path, init));
  };

  return {
    fetch: fakeFetch,
    data,
    calls,
    approve: () => {
      data.arrangements = data.arrangements.map((each) => {
        if (each.status === 'PENDING') {
          return {
            ...each,
            status: 'ACTIVE',
            effectiveDate: '2026-11-22',
            acceptedDate: '2026-11-22',
            egiroReferenceNo: `EG${each.ddaReferenceNo}`,
            nextDeductionDate: '2026-12-21',
          };
        }
        if (each.cancellationRequested) {
          return {
            ...each,
            status: 'CANCELLED',
            cancellationRequested: false,
            cancellationDate: '2026-11-22',
            nextDeductionDate: null,
          };
        }
        return each;
      });
    },
  };
}
