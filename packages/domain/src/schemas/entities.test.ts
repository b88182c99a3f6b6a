import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { RATING_MAX, RATING_MIN } from '../constants.js';
import { feedbackPageMessages, messages } from '../messages/index.js';
import { cartSaveRequestSchema, checkoutInfoSchema } from './cart.js';
import { appConfigSchema, uiMessageSchema } from './config.js';
import { denticareBookingStateSchema, denticareClientSchema } from './denticare.js';
import { egiroArrangementSchema, egiroCreateRequestSchema } from './egiro.js';
import { EXERCISE_FREQUENCIES } from './enums.js';
import { healthDeclarationAnswersSchema, healthDeclarationSchema, medicalHistorySchema } from './health.js';
import { linkingRequestSchema, referralCodeSendRequestSchema } from './linking.js';
import { orderSchema } from './orders.js';
import { feedbackRequestSchema, feedbackSchema, reminderStatusUpdateSchema } from './public.js';
import { cancellationDataSchema, publicAppointmentCreateRequestSchema } from './denticare.js';
import { cancellationRequestSchema } from './services.js';
import { serviceSelectionSchema } from './serviceSelection.js';
import { programmeShowcaseSchema } from './showcase.js';

const v = messages.validation;

/** The messages a parse reports at exactly `path`. */
function messagesAt(schema: z.ZodType, input: unknown, path: readonly (string | number)[]): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((i) => i.message);
}

describe('health declaration', () => {
  const answers = {
    whyJoinOurExerciseProgramme: ['Stay active'],
    healthConditions: [],
    injureAnyOfTheseBodyParts: [],
    timesExerciseAWeek: '1-3',
  };
  const declaration = {
    ...answers,
    name: 'Tan Ah Kow',
    nric: 'S1234567D',
    handphoneNumber: '91234567',
    center: 'c-1',
  };

  it.each(EXERCISE_FREQUENCIES)('accepts the exercise frequency %s', (timesExerciseAWeek) => {
    expect(healthDeclarationAnswersSchema.safeParse({ ...answers, timesExerciseAWeek }).success).toBe(true);
  });

  it('rejects an exercise frequency outside the options', () => {
    expect(
      messagesAt(healthDeclarationAnswersSchema, { ...answers, timesExerciseAWeek: '2' }, [
        'timesExerciseAWeek',
      ]),
    ).toEqual([v.exerciseFrequencyRequired]);
  });

  it.each([
    ['whyJoinOurExerciseProgramme', 'whyJoinOurExerciseProgrammeOther'],
    ['healthConditions', 'healthConditionsOther'],
    ['injureAnyOfTheseBodyParts', 'injureAnyOfTheseBodyPartsOther'],
  ])('choosing Others in %s requires %s', (list, other) => {
    expect(messagesAt(healthDeclarationAnswersSchema, { ...answers, [list]: ['Others'] }, [other])).toEqual([
      v.otherTextRequired,
    ]);
    expect(
      healthDeclarationAnswersSchema.safeParse({ ...answers, [list]: ['Others'], [other]: 'Knee' }).success,
    ).toBe(true);
  });

  it('accepts a complete declaration', () => {
    expect(healthDeclarationSchema.safeParse(declaration).success).toBe(true);
  });

  it.each([
    ['NRIC in lower case', { nric: 's1234567d' }, ['nric'], v.nricNotUpperCase],
    ['NRIC missing', { nric: '' }, ['nric'], v.nricRequired],
    ['name missing', { name: '' }, ['name'], v.nameRequired],
    ['handphone invalid', { handphoneNumber: '123' }, ['handphoneNumber'], v.phoneNumberInvalid],
    ['centre missing', { center: '' }, ['center'], v.centreRequired],
  ])('%s', (_case, override, path, message) => {
    expect(messagesAt(healthDeclarationSchema, { ...declaration, ...override }, path)).toEqual([message]);
  });
});

describe('medicalHistorySchema', () => {
  const no = { answer: false };
  const history = {
    hospitalisation: { answer: true, details: 'Hip surgery 2019' },
    allergies: no,
    recentHealthChanges: no,
    treatment: no,
    medications: no,
    dialysis: no,
    transfusion: no,
    excessiveBleeding: no,
    pregnancy: no,
    conditions: [{ name: 'Hypertension', controlled: true }],
    confirmation: true,
    signature: { name: 'Tan Ah Kow', contactNumber: '91234567', date: '2024-06-15' },
  };

  it('accepts a complete history', () => {
    expect(medicalHistorySchema.safeParse(history).success).toBe(true);
  });

  it('requires the expected delivery date only for a pregnancy', () => {
    const pregnant = { ...history, pregnancy: { answer: true } };
    expect(messagesAt(medicalHistorySchema, pregnant, ['pregnancy', 'expectedDeliveryDate'])).toEqual([
      v.expectedDeliveryDateRequired,
    ]);
    const withDate = { ...history, pregnancy: { answer: true, expectedDeliveryDate: '2024-12-01' } };
    expect(medicalHistorySchema.safeParse(withDate).success).toBe(true);
  });

  it.each([
    ['unanswered question', { dialysis: {} }, ['dialysis', 'answer'], v.required],
    [
      'condition without flag',
      { conditions: [{ name: 'Diabetes' }] },
      ['conditions', 0, 'controlled'],
      v.required,
    ],
    ['confirmation not ticked', { confirmation: false }, ['confirmation'], v.confirmationRequired],
    [
      'signature without name',
      { signature: { ...history.signature, name: '' } },
      ['signature', 'name'],
      v.nameRequired,
    ],
    [
      'signature date invalid',
      { signature: { ...history.signature, date: '2023-02-29' } },
      ['signature', 'date'],
      v.invalidValue,
    ],
  ])('%s', (_case, override, path, message) => {
    expect(messagesAt(medicalHistorySchema, { ...history, ...override }, path)).toEqual([message]);
  });
});

describe('serviceSelectionSchema', () => {
  const programme = { id: 1, category: 'cat-1', product: 'p-1', offer: 'o-1', center: 'c-1' };
  const selection = {
    lovedOne: 'MySelf',
    category: 'cat-1',
    categoryName: 'Active Ageing',
    programmes: [programme],
  };

  it('accepts complete programmes, for myself, a new person or a loved one', () => {
    for (const lovedOne of ['MySelf', 'New', 'customer-42']) {
      expect(serviceSelectionSchema.safeParse({ ...selection, lovedOne }).success).toBe(true);
    }
  });

  it('reports an incomplete programme at its row', () => {
    const input = { ...selection, programmes: [programme, { ...programme, id: 2, center: null }] };
    expect(messagesAt(serviceSelectionSchema, input, ['programmes', 1])).toEqual([
      v.serviceSelectionIncomplete,
    ]);
    expect(messagesAt(serviceSelectionSchema, input, ['programmes', 0])).toEqual([]);
  });

  it('requires at least one programme', () => {
    expect(messagesAt(serviceSelectionSchema, { ...selection, programmes: [] }, ['programmes'])).toEqual([
      v.serviceSelectionIncomplete,
    ]);
  });

  it('requires sourceOthers when the marketing channel is Others, and only then', () => {
    const others = { ...selection, marketingChannel: { id: 'm9', value: 'Others' } };
    expect(messagesAt(serviceSelectionSchema, others, ['sourceOthers'])).toEqual([v.sourceOthersRequired]);
    expect(serviceSelectionSchema.safeParse({ ...others, sourceOthers: 'A neighbour' }).success).toBe(true);
    const radio = { ...selection, marketingChannel: { id: 'm1', value: 'Radio' } };
    expect(serviceSelectionSchema.safeParse(radio).success).toBe(true);
  });

  it('for Denticare applies only the marketing-channel rule', () => {
    const denticare = { ...selection, categoryName: 'Denticare', programmes: [] };
    expect(serviceSelectionSchema.safeParse(denticare).success).toBe(true);
    const others = { ...denticare, marketingChannel: { id: 'm9', value: 'Others' } };
    expect(messagesAt(serviceSelectionSchema, others, ['sourceOthers'])).toEqual([v.sourceOthersRequired]);
  });
});

describe('requests with catalogue messages', () => {
  it.each([
    'mei.ling@example.sg',
    ' mei.ling@example.sg ',
    '91234567',
    '+65 9123 4567',
    '6123-4567',
    '',
    null,
  ])('feedback takes %j as the contact: an email address, a Singapore phone number or nothing', (contact) => {
    expect(feedbackRequestSchema.safeParse({ rating: 5, contact }).success).toBe(true);
  });

  it.each(['12345', 'Mei Ling', '0123456789', '9123456', 'mei.ling@', '@example.sg'])(
    'feedback refuses %j as the contact, with the feedback page message',
    (contact) => {
      expect(messagesAt(feedbackRequestSchema, { rating: 5, contact }, ['contact'])).toEqual([
        feedbackPageMessages.contactInvalid,
      ]);
    },
  );

  it('a cancellation needs a reason', () => {
    expect(messagesAt(cancellationRequestSchema, { reason: ' ' }, ['reason'])).toEqual([
      v.cancellationReasonRequired,
    ]);
    expect(cancellationRequestSchema.safeParse({ reason: 'Unwell' }).success).toBe(true);
  });

  it.each([
    ['NRIC', 'S1234567X', v.nricInvalid],
    ['FIN', 'S1234567X', v.finInvalid],
    ['PASSPORT', 'E1', v.passportTooShort],
  ])('linking checks the ID number by type: %s %s', (idType, nric, message) => {
    expect(messagesAt(linkingRequestSchema, { referralCode: 'ABC123', idType, nric }, ['nric'])).toEqual([
      message,
    ]);
  });

  it('linking needs the Client ID and accepts an optional loved one', () => {
    expect(messagesAt(linkingRequestSchema, { nric: 'S1234567D' }, ['referralCode'])).toEqual([
      v.clientIdRequired,
    ]);
    const parsed = linkingRequestSchema.parse({
      referralCode: 'ABC123',
      nric: 'S1234567D',
      lovedOne: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    });
    expect(parsed.idType).toBe('NRIC');
    expect(
      messagesAt(linkingRequestSchema, { referralCode: 'ABC123', lovedOne: 'lo-1' }, ['lovedOne']),
    ).toEqual([v.recordIdInvalid]);
  });

  it('the referral code goes by EMAIL or SMS', () => {
    expect(referralCodeSendRequestSchema.safeParse({ channel: 'SMS' }).success).toBe(true);
    expect(referralCodeSendRequestSchema.safeParse({ channel: 'FAX' }).success).toBe(false);
  });

  it('eGIRO create needs exactly one of nric and lovedOneId', () => {
    const base = { applicantBankCode: 'DBS', ddaRefNo: 'DDA1', relationship: 'Self' };
    expect(egiroCreateRequestSchema.safeParse({ ...base, nric: 'S1234567D' }).success).toBe(true);
    expect(egiroCreateRequestSchema.safeParse({ ...base, lovedOneId: 'lo-1' }).success).toBe(true);
    expect(messagesAt(egiroCreateRequestSchema, base, ['nric'])).toEqual([v.nricRequired]);
    expect(
      messagesAt(egiroCreateRequestSchema, { ...base, nric: 'S1234567D', lovedOneId: 'lo-1' }, [
        'lovedOneId',
      ]),
    ).toEqual([v.invalidValue]);
    expect(messagesAt(egiroCreateRequestSchema, { ...base, relationship: '' }, ['relationship'])).toEqual([
      v.relationshipRequired,
    ]);
    expect(
      egiroCreateRequestSchema.safeParse({ ...base, nric: 'S1234567D', applicantBankCode: 'XYZ' }).success,
    ).toBe(false);
  });

  it('the Denticare client checks the ID number by clientIdType', () => {
    const client = {
      isBookingForYourSelf: true,
      name: 'Tan Ah Kow',
      email: 'ah.kow@example.sg',
      mobileNumber: '91234567',
      clientIdType: 'FIN',
      nric: 'S1234567X',
    };
    expect(messagesAt(denticareClientSchema, client, ['nric'])).toEqual([v.finInvalid]);
    expect(denticareClientSchema.safeParse({ ...client, nric: 'G1234567X' }).success).toBe(true);
  });

  it('the empty Denticare client form reports the missing ID number beside the other missing fields, one each', () => {
    const result = denticareClientSchema.safeParse({
      isBookingForYourSelf: true,
      name: '',
      email: '',
      mobileNumber: '',
      clientIdType: 'NRIC',
      nric: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', v.nameRequired],
      ['email', v.emailRequired],
      ['mobileNumber', v.mobileNumberRequired],
      ['nric', v.nricRequired],
    ]);
  });

  it(`feedback takes a rating from ${RATING_MIN} to ${RATING_MAX}`, () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 20 }), (rating) => {
        const inScale = rating >= RATING_MIN && rating <= RATING_MAX;
        expect(feedbackSchema.safeParse({ rating }).success).toBe(inScale);
        if (!inScale) expect(messagesAt(feedbackSchema, { rating }, ['rating'])).toEqual([v.invalidValue]);
      }),
    );
    expect(messagesAt(feedbackSchema, {}, ['rating'])).toEqual([v.ratingRequired]);
    expect(feedbackSchema.safeParse({ rating: 2.5 }).success).toBe(false);
  });
});

describe('records and state', () => {
  it('a reminder can only be confirmed or declined', () => {
    expect(reminderStatusUpdateSchema.safeParse({ status: 'CONFIRMED' }).success).toBe(true);
    expect(reminderStatusUpdateSchema.safeParse({ status: 'DECLINED' }).success).toBe(true);
    expect(reminderStatusUpdateSchema.safeParse({ status: 'PENDING' }).success).toBe(false);
  });

  it('app config defaults to version 0.0.0 with loved ones disabled', () => {
    expect(appConfigSchema.parse({})).toEqual({ versionNumber: '0.0.0', disabledLovedOne: true });
    expect(appConfigSchema.parse({ versionNumber: '1.2.0', disabledLovedOne: false })).toEqual({
      versionNumber: '1.2.0',
      disabledLovedOne: false,
    });
  });

  it('a UI message may opt out of the support email', () => {
    expect(
      uiMessageSchema.safeParse({ type: 'support', content: 'x', ignoreSupportEmail: true }).success,
    ).toBe(true);
    expect(uiMessageSchema.safeParse({ type: 'shout', content: 'x' }).success).toBe(false);
  });

  it('a cart save carries the source tag MYNH', () => {
    const cart = {
      categoryId: 'cat-1',
      customerId: 'cus-1',
      referralSource: { source: 'Others', sourceOthers: 'A neighbour' },
      items: [{ categoryId: 'cat-1', productId: 'p-1', offeringId: 'o-1', centerId: 'c-1' }],
      marketingConsent: true,
    };
    expect(cartSaveRequestSchema.parse(cart).source).toBe('MYNH');
    expect(cartSaveRequestSchema.safeParse({ ...cart, source: 'OTHER' }).success).toBe(false);
  });

  it('checkout lines may carry a discount', () => {
    const info = {
      items: [
        {
          id: 'i1',
          description: 'Gym Tonic',
          amount: 240,
          discount: { description: 'Referral', amount: 12 },
        },
        { id: 'i2', description: 'Circuit Training', amount: 120 },
      ],
      gstConfig: { percentage: 9 },
      subTotalAmount: 360,
      discountAmount: 12,
      gstAmount: 31.32,
      totalAmount: 379.32,
      payableAmount: 379.32,
    };
    expect(checkoutInfoSchema.safeParse(info).success).toBe(true);
  });

  it('an order keeps its address and lines', () => {
    const order = {
      id: 'ord-1',
      customerId: 'cus-1',
      customerName: 'Tan Ah Kow',
      orderNumber: 'NH-0001',
      createdDate: '2024-06-15T10:00:00+08:00',
      status: 'PAID',
      subTotalAmount: 100,
      discountAmount: 0,
      gstAmount: 9,
      totalAmount: 109,
      payableAmount: 109,
      address: { type: 'BILLING', postalCode: '200640', block: '640', street: 'Rowell Road', level: null },
      items: [{ id: 'l1', description: 'Gym Tonic', quantity: 1, amount: 100 }],
    };
    expect(orderSchema.safeParse(order).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, status: 'SHIPPED' }).success).toBe(false);
  });

  it('an eGIRO arrangement needs its references and a known status', () => {
    const arrangement = { ddaReferenceNo: 'DDA1', boTransactionRefNo: 'T1', status: 'PENDING' };
    expect(egiroArrangementSchema.safeParse(arrangement).success).toBe(true);
    expect(egiroArrangementSchema.safeParse({ ...arrangement, status: 'APPROVED' }).success).toBe(false);
  });

  it('the Denticare booking state starts empty', () => {
    const state = denticareBookingStateSchema.parse({});
    expect(state.clinics).toEqual([]);
    expect(state.availableSlots).toEqual([]);
    expect(state.selectedCenter).toBeNull();
    expect(state.hasOneAppointment).toBeNull();
    expect(state.finishLoadingData).toBe(false);
    expect(state.loading.months).toBe(false);
  });

  it('a public appointment lower-cases its slot', () => {
    const request = {
      clientSessionId: 's-1',
      serviceId: '0b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
      centerId: '1b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
      resourceId: '2b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
      monthAndYear: '2024-06',
      dayOfMonth: '15',
      timeSlot: '09:30 AM',
    };
    expect(publicAppointmentCreateRequestSchema.parse(request).timeSlot).toBe('09:30 am');
    expect(
      publicAppointmentCreateRequestSchema.safeParse({ ...request, monthAndYear: '06-2024' }).success,
    ).toBe(false);
  });

  it('cancellation data may have an empty status', () => {
    const data = {
      appointmentDate: '2024-06-15T01:30:00.000Z',
      nric: 'S1234567D',
      serviceName: 'Scaling',
      appointmentId: 'a-1',
      clientSessionId: 's-1',
    };
    expect(cancellationDataSchema.safeParse({ ...data, status: '' }).success).toBe(true);
    expect(cancellationDataSchema.safeParse({ ...data, status: 'BOOKED' }).success).toBe(true);
    expect(cancellationDataSchema.safeParse({ ...data, status: 'CANCELLATION_SUCCESS' }).success).toBe(false);
  });

  it('a showcase entry takes paragraphs or bullet lists, and image or percentage statistics', () => {
    const entry = {
      id: '0b6c4a36-3f8e-4d55-9c1e-2a7f3e0d9b11',
      name: 'Gym Tonic',
      iconImage: 'icon.svg',
      descriptions: ['A strength programme for seniors.', ['24 sessions', 'Pre and post assessment']],
      heroImage: 'hero.jpg',
      statisticImages: ['stat.png'],
      statistics: [
        { description: 'improved strength', percentage: 70 },
        { description: 'participants', image: 'people.png' },
      ],
      faq: [{ question: 'Who can join?', subAnswers: ['Seniors who:'], answers: ['can walk unaided'] }],
      locations: [
        {
          name: 'Active Ageing Hub (Jurong Central Plaza)',
          detail: 'Blk 23 Jurong West Street 42',
          postalCode: '640023',
          region: 'sw',
          location: [1.35, 103.72],
        },
      ],
      markerRegions: ['sw'],
    };
    expect(programmeShowcaseSchema.safeParse(entry).success).toBe(true);
    expect(programmeShowcaseSchema.safeParse({ ...entry, id: 'not-a-guid' }).success).toBe(false);
    const badStatistic = { ...entry, statistics: [{ description: 'x', percentage: 120 }] };
    expect(programmeShowcaseSchema.safeParse(badStatistic).success).toBe(false);
  });
});

describe('eGIRO bank choice', () => {
  it('asks for a bank when none is chosen', () => {
    expect(
      messagesAt(egiroCreateRequestSchema, { ddaRefNo: 'DDA1', relationship: 'Self', nric: 'S1234567D' }, [
        'applicantBankCode',
      ]),
    ).toEqual([v.bankRequired]);
  });
});
