import { egiroPageMessages, messages } from '@careportal/domain';
import { describe, expect, it } from 'vitest';
import { arrangementItems, isWaitingForBank } from './arrangement';
import { applyErrors, type EgiroApplyValues } from './egiroApplication';
import { sampleArrangement } from './fakes/fakeEgiroApi';

const v = messages.validation;
const empty: EgiroApplyValues = {
  forWhom: null,
  nationalId: { idType: 'NRIC', nric: '' },
  relationship: null,
  otherRelationship: '',
  bankCode: null,
};

describe('applying for eGIRO', () => {
  it('requires the question and the bank', () => {
    expect(applyErrors(empty)).toEqual({ forWhom: v.required, bankCode: v.bankRequired });
  });

  it("requires a loved one's valid ID number and the relationship, and the other relationship for Others", () => {
    const forLovedOne = { ...empty, forWhom: 'lovedOne' as const, bankCode: 'DBS' };
    expect(applyErrors(forLovedOne)).toEqual({ nric: v.nricRequired, relationship: v.relationshipRequired });
    expect(
      applyErrors({
        ...forLovedOne,
        nationalId: { idType: 'NRIC', nric: 'S1234567A' },
        relationship: 'Others',
      }),
    ).toEqual({ nric: v.nricInvalid, otherRelationship: v.otherRelationshipRequired });
    expect(
      applyErrors({
        ...forLovedOne,
        nationalId: { idType: 'NRIC', nric: 'S1234567D' },
        relationship: 'Child',
      }),
    ).toEqual({});
  });

  it('asks nothing more for the account holder', () => {
    expect(applyErrors({ ...empty, forWhom: 'self', bankCode: 'UOB' })).toEqual({});
  });
});

describe('an arrangement', () => {
  it('shows the labels of specification 000 for what the bank has set, dates as dd/MM/yyyy', () => {
    const items = arrangementItems(sampleArrangement());
    const labels = egiroPageMessages.arrangement;
    expect(items).toContainEqual({ label: labels.ddaReferenceNo, value: 'DDA2026112200001' });
    expect(items).toContainEqual({ label: labels.status, value: 'Active' });
    expect(items).toContainEqual({ label: egiroPageMessages.nextDeduction, value: '21/12/2026' });
    expect(items.map((item) => item.label)).not.toContain(labels.remarks);
  });

  it('waits for the bank while Pending or while a cancellation is asked for', () => {
    expect(isWaitingForBank(sampleArrangement({ status: 'PENDING' }))).toBe(true);
    expect(isWaitingForBank(sampleArrangement({ cancellationRequested: true }))).toBe(true);
    expect(isWaitingForBank(sampleArrangement())).toBe(false);
  });
});
