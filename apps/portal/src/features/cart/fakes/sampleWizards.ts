/**
 * Registration wizards part-way through, for stories and tests: built with the wizard's own reducer from what a
 * person would have done, over the fake catalogue's ids.
 */
import type { HealthDeclarationAnswers } from '@careportal/domain';
import {
  initialWizardState,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from '../registration/wizardState';
import { FAKE_CATALOGUE, emptyRegisterData, type FakeRegisterData } from './fakeRegisterApi';

/** A wizard after `actions`. */
export function wizardAfter(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, initialWizardState());
}

/** The Retail service chosen with its one programme complete (Gym Pass at Kampung Admiralty). */
export const RETAIL_CHOSEN: readonly WizardAction[] = [
  {
    type: 'selection',
    selection: { categoryId: FAKE_CATALOGUE.retail, categoryName: 'Retail', categorySlug: 'retail' },
  },
  {
    type: 'programme',
    id: 2,
    programme: {
      group: FAKE_CATALOGUE.gymAccess,
      product: FAKE_CATALOGUE.gymPass,
      offer: FAKE_CATALOGUE.gymPassOffer,
      center: FAKE_CATALOGUE.admiralty,
      labels: {
        group: 'Gym access',
        product: 'Gym Pass',
        productSlug: 'gym-pass',
        offer: '10 entries / 3 months',
        centre: 'Active Ageing Hub (Kampung Admiralty)',
      },
    },
  },
];

/** Active Ageing chosen with Gym Tonic at Kampung Admiralty. */
export const ACTIVE_AGEING_CHOSEN: readonly WizardAction[] = [
  {
    type: 'selection',
    selection: {
      categoryId: FAKE_CATALOGUE.activeAgeing,
      categoryName: 'Active Ageing',
      categorySlug: 'active-ageing',
    },
  },
  {
    type: 'programme',
    id: 2,
    programme: {
      group: FAKE_CATALOGUE.seniorGym,
      product: FAKE_CATALOGUE.gymTonic,
      offer: FAKE_CATALOGUE.gymTonicOffer,
      center: FAKE_CATALOGUE.admiralty,
      labels: {
        group: 'Gym-based programmes',
        product: 'Gym Tonic',
        productSlug: 'gym-tonic',
        offer: '24 sessions / 3 months',
        centre: 'Active Ageing Hub (Kampung Admiralty)',
      },
    },
  },
];

/** A complete health declaration. */
export const DECLARED: Partial<HealthDeclarationAnswers> = {
  whyJoinOurExerciseProgramme: ['Others'],
  whyJoinOurExerciseProgrammeOther: 'To keep up with my grandchildren',
  timesExerciseAWeek: '1-3',
  healthConditions: ['None of these'],
  healthConditionsOther: '',
  injureAnyOfTheseBodyParts: ['None of these'],
  injureAnyOfTheseBodyPartsOther: '',
};

/** The health declaration answered (and reviewed), in `language`. */
export function declared(language: 'en' | 'zh-Hans' = 'en'): WizardAction[] {
  return [
    { type: 'healthDeclaration', answers: DECLARED, view: 'review' },
    { type: 'healthDeclarationLanguage', language },
  ];
}

/** `count` times Next. */
export function nexts(count: number): WizardAction[] {
  return Array.from({ length: count }, () => ({ type: 'next' }) as const);
}

/** A cart that already holds Gym Tonic for the loved one Lee Siew Lan: adding for someone else replaces it. */
export function cartOfAnotherPerson(): FakeRegisterData {
  return {
    ...emptyRegisterData(),
    cart: {
      categoryId: FAKE_CATALOGUE.activeAgeing,
      categoryName: 'Active Ageing',
      customerId: 'loved-one-1',
      customerName: 'Lee Siew Lan',
      items: [
        {
          categoryId: FAKE_CATALOGUE.activeAgeing,
          productId: FAKE_CATALOGUE.gymTonic,
          offeringId: FAKE_CATALOGUE.gymTonicOffer,
          centerId: FAKE_CATALOGUE.admiralty,
        },
      ],
    },
  };
}
