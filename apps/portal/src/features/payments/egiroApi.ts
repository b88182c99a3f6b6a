/**
 * The eGIRO pages' calls (docs/payments-api.md, "eGIRO"): the participating banks, a DDA reference number, the
 * application, the arrangements and their cancellation. The bank decides: an application is PENDING until it
 * approves (ACTIVE); a cancellation leaves it ACTIVE until it approves that too (CANCELLED).
 */
import type { EgiroArrangement } from '@careportal/domain';

/** An arrangement as the API answers it. */
export interface Arrangement extends EgiroArrangement {
  id: string;
  bankCode: string;
  /** A cancellation waits for the bank (the status stays ACTIVE until then). */
  cancellationRequested: boolean;
  /** The next deduction (domain egiroDeductionDate), YYYY-MM-DD, for an ACTIVE arrangement. */
  nextDeductionDate: string | null;
}

/** A participating bank. */
export interface Bank {
  code: string;
  name: string;
}

/** POST egiro/create's answer: the arrangement, PENDING, and the bank's page to send the browser to. */
export interface CreatedArrangement {
  arrangement: Arrangement;
  redirectUrl: string;
}

/** The eGIRO pages' paths. */
export const EGIRO_PATHS = {
  landing: '/egiro-landing',
  apply: '/egiro/apply',
  arrangements: '/egiro',
} as const;

/** The eGIRO calls. */
export const EGIRO_URLS = {
  banks: 'egiro/bank-list',
  history: 'egiro/history',
  create: 'egiro/create',
  cancel: 'egiro/cancel',
  ddaRefNo: (nric: string) => `egiro/generateDDARefNo?nric=${encodeURIComponent(nric)}`,
} as const;

/** The browser's own navigation, to the bank's page. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
