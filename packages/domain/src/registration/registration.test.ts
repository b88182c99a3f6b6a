import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';

import { SERVICE_BOOKING_STAGES, type ServiceBookingStage } from '../schemas/enums.js';
import {
  serviceSelectionSchema,
  type ProgrammeSelection,
  type ServiceSelectionInput,
} from '../schemas/index.js';
import {
  CHECKOUT_STEPS,
  HEALTH_DECLARATION_STEPS,
  isPostSessionStepVisible,
  isPreAssessmentStepVisible,
  isProgrammeExpanded,
  isServiceSelectionValid,
  nextProgrammeId,
  registrationSteps,
  serviceSelectionIssues,
  type PreAssessmentContext,
  type ProgrammeChoice,
  type ServiceSelectionRuleInput,
} from './index.js';

describe('registration steps (seed 001 section 4, "Registration progress")', () => {
  it.each<[string | null | undefined, string[]]>([
    [
      'Active Ageing',
      [
        'ServiceSelection',
        'HealthDeclaration',
        'YourDetails',
        'YourAddress',
        'EmergencyContact',
        'ReviewInformation',
      ],
    ],
    [
      'Denticare',
      ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact', 'ReviewInformation'],
    ],
    [
      'Home Care',
      ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact', 'ReviewInformation'],
    ],
    [
      'active ageing',
      ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact', 'ReviewInformation'],
    ],
    [undefined, ['ServiceSelection', 'YourDetails', 'YourAddress', 'EmergencyContact', 'ReviewInformation']],
  ])('category %s', (categoryName, expected) => {
    expect(registrationSteps(categoryName)).toEqual(expected);
  });

  it('shifts each step after service selection by one for Active Ageing', () => {
    const plain = registrationSteps('Other');
    const ageing = registrationSteps('Active Ageing');
    plain.slice(1).forEach((step, index) => {
      expect(ageing.indexOf(step)).toBe(index + 2);
    });
  });

  it('names the health declaration and checkout steps', () => {
    expect(HEALTH_DECLARATION_STEPS).toEqual([
      'HealthStatus',
      'HealthCondition',
      'ReviewInformation',
      'Result',
    ]);
    expect(CHECKOUT_STEPS).toEqual(['CheckoutInformation', 'PaymentSelection', 'PaymentCompletion']);
  });
});

describe('booking steps (seed 000 section 4, "Service booking stages")', () => {
  const plain: PreAssessmentContext = { reportedHealthDecline: false };

  it.each<[ServiceBookingStage, PreAssessmentContext, boolean]>([
    ['PRE_SESSION_BOOKING', plain, true],
    ['PRE_SESSION_BOOKING_REMAINDER', plain, true],
    ['PRE_SESSION_BOOKING_MANDATORY_ON_HEALTH_CONDITION', plain, true],
    ['BOOKING_COMPLETED', plain, true],
    ['PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', { reportedHealthDecline: true }, true],
    ['PRE_SESSION_BOOKING_ON_HEALTH_CONDITION', { reportedHealthDecline: false }, false],
    [
      'SESSION_BOOKING',
      { reportedHealthDecline: false, programContentType: 'INTAKES', hasPreSessionType: true },
      true,
    ],
    [
      'SESSION_BOOKING',
      { reportedHealthDecline: false, programContentType: 'INTAKES', hasPreSessionType: false },
      false,
    ],
    ['SESSION_BOOKING', { reportedHealthDecline: false, programContentType: 'INTAKES' }, false],
    [
      'SESSION_BOOKING',
      { reportedHealthDecline: true, programContentType: 'SESSIONS', hasPreSessionType: true },
      false,
    ],
    ['SESSION_BOOKING', plain, false],
    [
      'POST_SESSION_BOOKING',
      { reportedHealthDecline: true, programContentType: 'INTAKES', hasPreSessionType: true },
      false,
    ],
  ])('pre-assessment in %s with %j: %s', (stage, context, expected) => {
    expect(isPreAssessmentStepVisible(stage, context)).toBe(expected);
  });

  it.each(SERVICE_BOOKING_STAGES.map((stage) => [stage, stage === 'POST_SESSION_BOOKING'] as const))(
    'post-session step in %s: %s',
    (stage, expected) => {
      expect(isPostSessionStepVisible(stage)).toBe(expected);
    },
  );
});

describe('service selection (seed 001 section 4, "Registration progress")', () => {
  const complete: ProgrammeChoice = { category: 'c1', product: 'p1', offer: 'o1', center: 'ctr1' };
  const facebook = { id: 1, value: 'Facebook' };
  const others = { id: 9, value: 'Others' };

  it.each<[string, ServiceSelectionRuleInput, boolean]>([
    ['one complete programme', { marketingChannels: [facebook], programmes: [complete] }, true],
    [
      'two complete programmes',
      { marketingChannels: [], programmes: [complete, { ...complete, product: 'p2' }] },
      true,
    ],
    ['no programme', { marketingChannels: [facebook], programmes: [] }, false],
    ['programmes missing', { marketingChannels: [facebook] }, false],
    [
      'a programme without a category',
      { marketingChannels: [], programmes: [{ ...complete, category: null }] },
      false,
    ],
    [
      'a programme without a product',
      { marketingChannels: [], programmes: [{ ...complete, product: '' }] },
      false,
    ],
    [
      'a programme without an offer',
      { marketingChannels: [], programmes: [{ ...complete, offer: undefined }] },
      false,
    ],
    [
      'a programme without a centre',
      { marketingChannels: [], programmes: [{ ...complete, center: '  ' }] },
      false,
    ],
    [
      'one of two programmes incomplete',
      { marketingChannels: [], programmes: [complete, { category: 'c' }] },
      false,
    ],
    [
      'numeric and object choices count',
      { programmes: [{ category: 0, product: { id: 1 }, offer: 3, center: 4 }] },
      true,
    ],
    [
      'Others with a source',
      { marketingChannels: [facebook, others], sourceOthers: 'A friend', programmes: [complete] },
      true,
    ],
    ['Others without a source', { marketingChannels: [others], programmes: [complete] }, false],
    [
      'Others with a blank source',
      { marketingChannels: [others], sourceOthers: '   ', programmes: [complete] },
      false,
    ],
    [
      'a source without Others is not needed',
      { marketingChannels: [facebook], sourceOthers: '', programmes: [complete] },
      true,
    ],
    [
      'Denticare without programmes',
      { categoryName: 'Denticare', marketingChannels: [facebook], programmes: [] },
      true,
    ],
    [
      'Denticare with an incomplete programme',
      { categoryName: 'Denticare', marketingChannels: [], programmes: [{ category: 'c' }] },
      true,
    ],
    [
      'Denticare with Others and no source',
      { categoryName: 'Denticare', marketingChannels: [others] },
      false,
    ],
    [
      'Denticare with Others and a source',
      { categoryName: 'Denticare', marketingChannels: [others], sourceOthers: 'Clinic poster' },
      true,
    ],
    ['Active Ageing follows the programme rule', { categoryName: 'Active Ageing', programmes: [] }, false],
    ['an empty list is not a choice', { programmes: [{ ...complete, offer: [] }] }, false],
    [
      'a single channel: Others without a source',
      { marketingChannel: others, programmes: [complete] },
      false,
    ],
    [
      'a single channel: Others with a source',
      { marketingChannel: others, sourceOthers: 'Neighbour', programmes: [complete] },
      true,
    ],
    ['a single channel that is not Others', { marketingChannel: facebook, programmes: [complete] }, true],
    ['no channel chosen', { marketingChannel: null, programmes: [complete] }, true],
    [
      'a channel value containing Others',
      { marketingChannel: { id: 10, value: 'Others (please specify)' }, programmes: [complete] },
      false,
    ],
  ])('%s: valid %s', (_row, selection, expected) => {
    expect(isServiceSelectionValid(selection)).toBe(expected);
  });

  it('names what is missing with the catalogue messages', () => {
    expect(serviceSelectionIssues({ marketingChannels: [others], programmes: [] })).toEqual([
      { field: 'sourceOthers', message: 'Please tell us where you heard about us' },
      { field: 'programmes', message: 'Please choose a category, programme, package and centre' },
    ]);
  });

  it("accepts the service-selection schema's input type", () => {
    expectTypeOf<ServiceSelectionInput>().toExtend<ServiceSelectionRuleInput>();
    expectTypeOf<ProgrammeSelection[]>().toExtend<Parameters<typeof nextProgrammeId>[0]>();
  });

  it('agrees with the service-selection schema on sourceOthers and programmes', () => {
    const choice = fc.option(fc.constantFrom('', ' ', 'x1'), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'Denticare', 'Active Ageing'),
        fc.option(
          fc.record({ id: fc.constantFrom('1', '9'), value: fc.constantFrom('Others', 'Facebook') }),
          {
            nil: null,
          },
        ),
        fc.option(fc.constantFrom('', '  ', 'A friend'), { nil: undefined }),
        fc.array(
          fc.record({ id: fc.nat(), category: choice, product: choice, offer: choice, center: choice }),
        ),
        (categoryName, marketingChannel, sourceOthers, programmes) => {
          const selection = { lovedOne: 'MySelf', categoryName, marketingChannel, sourceOthers, programmes };
          const parsed = serviceSelectionSchema.safeParse(selection);
          expect(isServiceSelectionValid(selection)).toBe(parsed.success);
        },
      ),
    );
  });

  it('is valid exactly when there are no issues', () => {
    const choice = fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({
          categoryName: fc.constantFrom(undefined, 'Denticare', 'Active Ageing', 'Other'),
          marketingChannels: fc.array(
            fc.record({ id: fc.integer(), value: fc.constantFrom('Others', 'Facebook') }),
          ),
          sourceOthers: fc.option(fc.string(), { nil: undefined }),
          programmes: fc.array(
            fc.record({ category: choice, product: choice, offer: choice, center: choice }),
          ),
        }),
        (selection) => {
          expect(isServiceSelectionValid(selection)).toBe(serviceSelectionIssues(selection).length === 0);
        },
      ),
    );
  });
});

describe('cart programmes (seed 001 section 3)', () => {
  it.each<[number[], number]>([
    [[], 1],
    [[1], 2],
    [[1, 2, 3], 4],
    [[1, 3], 4],
    [[3, 1], 4],
  ])('after ids %j the next id is %i', (ids, expected) => {
    expect(nextProgrammeId(ids.map((id) => ({ id })))).toBe(expected);
  });

  it('never reuses an id in the cart', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 })), (ids) => {
        const next = nextProgrammeId(ids.map((id) => ({ id })));
        expect(ids).not.toContain(next);
      }),
    );
  });

  it('shows a single-programme cart expanded', () => {
    expect(isProgrammeExpanded([{ id: 1, isExpanded: false }])).toBe(true);
    expect(isProgrammeExpanded([{ id: 1 }], { isExpanded: false })).toBe(true);
  });

  it('lets each programme of a larger cart follow its own flag', () => {
    const programmes = [
      { id: 1, isExpanded: true },
      { id: 2, isExpanded: false },
    ];
    expect(isProgrammeExpanded(programmes)).toBe(false);
    expect(isProgrammeExpanded(programmes, programmes[0])).toBe(true);
    expect(isProgrammeExpanded(programmes, programmes[1])).toBe(false);
    expect(isProgrammeExpanded([])).toBe(false);
  });
});
