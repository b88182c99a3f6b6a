/** How an eGIRO arrangement reads: its status, whether the bank has yet to decide, and its details. */
import { egiroPageMessages, formatDisplayDate } from '@careportal/domain';
import type { DetailListItem } from '@careportal/ui';
import type { Arrangement } from './egiroApi';

const text = egiroPageMessages;
const labels = egiroPageMessages.arrangement;

function date(value: string | null | undefined): string | null {
  return value ? formatDisplayDate(value) : null;
}

/** The arrangement's status as a person reads it. */
export function statusText(arrangement: Arrangement): string {
  return text.statuses[arrangement.status];
}

/** Whether the bank has yet to decide something about the arrangement. */
export function isWaitingForBank(arrangement: Arrangement): boolean {
  return arrangement.status === 'PENDING' || arrangement.cancellationRequested;
}

/** The arrangement's details, every label of specification 000 section 3, leaving out what the bank has not set. */
export function arrangementItems(arrangement: Arrangement): DetailListItem[] {
  const rows: [string, string | null | undefined][] = [
    [labels.clientName, arrangement.clientName],
    [labels.ddaReferenceNo, arrangement.ddaReferenceNo],
    [labels.bankName, arrangement.bankName],
    [labels.status, statusText(arrangement)],
    [text.nextDeduction, date(arrangement.nextDeductionDate)],
    [labels.effectiveDate, date(arrangement.effectiveDate)],
    [labels.expiryDate, date(arrangement.expiryDate)],
    [labels.relationship, arrangement.relationship],
    [labels.limit, arrangement.limit == null ? null : `$${arrangement.limit.toFixed(2)}`],
    [labels.acceptedDate, date(arrangement.acceptedDate)],
    [labels.cancellationDate, date(arrangement.cancellationDate)],
    [labels.remarks, arrangement.remarks],
    [labels.egiroReferenceNo, arrangement.egiroReferenceNo],
  ];
  return rows.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}
