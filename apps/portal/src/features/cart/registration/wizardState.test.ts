import { describe, expect, it } from 'vitest';
import { messages, planCart, registerPageMessages, type SavedCart } from '@careportal/domain';
import { cartBodyOf } from '../registerApi';
import {
  initialWizardState,
  isSelectionValid,
  isStepReady,
  personIdOf,
  personOf,
  readWizardState,
  stepsOf,
  whoForNameOf,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './wizardState';

function run(...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, initialWizardState());
}

const activeAgeing = {
  type: 'selection',
  selection: { categoryId: 'aa', categoryName: 'Active Ageing', categorySlug: 'active-ageing' },
} as const;
const retail = {
  type: 'selection',
  selection: { categoryId: 'retail', categoryName: 'Retail', categorySlug: 'retail' },
} as const;
const complete = {
  type: 'programme',
  id: 2,
  programme: { group: 'gym', product: 'tonic', offer: 'tonic-24', center: 'admiralty' },
} as const;

const showcaseTonic = {
  type: 'preselect',
  programme: {
    categoryId: 'aa',
    categoryName: 'Active Ageing',
    categorySlug: 'active-ageing',
    groupId: 'gym',
    groupName: 'Gym-based programmes',
    productId: 'tonic',
    productName: 'Gym Tonic',
    productSlug: 'gym-tonic',
  },
} as const;

describe('the registration wizard', () => {
  it('takes a showcase programme as its first choice, with its names, while nothing is chosen', () => {
    const state = run(showcaseTonic);
    expect(state.step).toBe('ServiceSelection');
    expect(state.selection).toMatchObject({ categoryId: 'aa', categoryName: 'Active Ageing' });
    expect(state.selection.programmes).toEqual([
      {
        id: 1,
        group: 'gym',
        product: 'tonic',
        offer: null,
        center: null,
        isExpanded: true,
        labels: { group: 'Gym-based programmes', product: 'Gym Tonic', productSlug: 'gym-tonic' },
      },
    ]);
    expect(stepsOf(state)).toContain('HealthDeclaration');
  });

  it('never puts a showcase programme over a choice the person made', () => {
    const chosen = run(retail);
    expect(wizardReducer(chosen, showcaseTonic)).toBe(chosen);
    const later = run({ type: 'next' });
    expect(wizardReducer(later, showcaseTonic)).toBe(later);
  });
  it('has the health declaration second for Active Ageing only', () => {
    expect(stepsOf(run(activeAgeing))).toEqual([
      'ServiceSelection',
      'HealthDeclaration',
      'YourDetails',
      'YourAddress',
      'EmergencyContact',
      'ReviewInformation',
    ]);
    expect(stepsOf(run(retail))).not.toContain('HealthDeclaration');
  });

  it('starts a category with one empty programme whose id follows the last one', () => {
    const state = run(activeAgeing);
    expect(state.selection.programmes).toHaveLength(1);
    expect(state.selection.programmes[0]?.id).toBe(2);
    const added = wizardReducer(state, { type: 'addProgramme' });
    expect(added.selection.programmes.map((programme) => programme.id)).toEqual([2, 3]);
    expect(added.selection.programmes[0]?.isExpanded).toBe(false);
  });

  it('is valid once every programme has its programme type, programme, offer and centre', () => {
    const state = run(activeAgeing);
    expect(isSelectionValid(state.selection)).toBe(false);
    expect(isSelectionValid(wizardReducer(state, complete).selection)).toBe(true);
  });

  it("needs the source text when the marketing channel is 'Others'", () => {
    const withOthers = run(activeAgeing, complete, {
      type: 'selection',
      selection: { marketingChannel: { id: 'c9', value: 'Others' } },
    });
    expect(isSelectionValid(withOthers.selection)).toBe(false);
    const told = wizardReducer(withOthers, {
      type: 'selection',
      selection: { sourceOthers: 'Our void deck' },
    });
    expect(isSelectionValid(told.selection)).toBe(true);
  });

  it('clears the programme, offer and centre when the programme type changes, and offer and centre with the programme', () => {
    const state = run(activeAgeing, complete);
    const newProduct = wizardReducer(state, { type: 'programme', id: 2, programme: { product: 'circuit' } });
    expect(newProduct.selection.programmes[0]).toMatchObject({
      group: 'gym',
      product: 'circuit',
      offer: null,
      center: null,
    });
    const newGroup = wizardReducer(state, { type: 'programme', id: 2, programme: { group: 'other' } });
    expect(newGroup.selection.programmes[0]).toMatchObject({
      group: 'other',
      product: null,
      offer: null,
      center: null,
    });
  });

  it('moves on marking steps done, goes back, and only goes to a step the category has', () => {
    const state = run(retail, complete, { type: 'next' });
    expect(state.step).toBe('YourDetails');
    expect(state.completed).toEqual(['ServiceSelection']);
    expect(wizardReducer(state, { type: 'back' }).step).toBe('ServiceSelection');
    expect(wizardReducer(state, { type: 'goTo', step: 'HealthDeclaration' }).step).toBe('YourDetails');
  });

  it('forgets the later steps and the created loved one when whom it is for changes', () => {
    const state = run(
      { type: 'selection', selection: { lovedOne: 'New' } },
      activeAgeing,
      complete,
      { type: 'next' },
      { type: 'lovedOneCreated', id: 'loved-9' },
    );
    expect(state.createdLovedOneId).toBe('loved-9');
    const changed = wizardReducer(state, { type: 'selection', selection: { lovedOne: 'MySelf' } });
    expect(changed.completed).toEqual([]);
    expect(changed.createdLovedOneId).toBeNull();
  });

  it('comes back from session storage as it was, and ignores what is not a wizard', () => {
    const state = run(activeAgeing, complete, { type: 'next' });
    expect(readWizardState(JSON.stringify(state))).toEqual(state);
    expect(readWizardState('{"step":1}')).toBeNull();
    expect(readWizardState('not json')).toBeNull();
    expect(readWizardState(null)).toBeNull();
  });
});

describe('whom the registration is for', () => {
  const forNew = run({ type: 'selection', selection: { lovedOne: 'New' } });

  it('works for the customer, a chosen loved one, or a new one once created (not before)', () => {
    expect(personOf(initialWizardState())).toEqual({ viewAs: null });
    expect(personOf(run({ type: 'selection', selection: { lovedOne: 'loved-3' } }))).toEqual({
      viewAs: 'loved-3',
    });
    expect(personOf(forNew)).toBeNull();
    const created = wizardReducer(forNew, { type: 'lovedOneCreated', id: 'loved-9' });
    expect(personOf(created)).toEqual({ viewAs: 'loved-9' });
    expect(personIdOf(created, 'me')).toBe('loved-9');
  });

  it("is the customer's own id for themselves, unknown until their profile is read", () => {
    expect(personIdOf(initialWizardState(), 'me')).toBe('me');
    expect(personIdOf(initialWizardState(), null)).toBeNull();
    expect(personIdOf(forNew, 'me')).toBeNull();
  });

  it("is named 'Myself', the new loved one, or the loved one's name (a dash while unknown)", () => {
    const lovedOnes = [{ id: 'loved-3', name: 'Tan Mei Ling' }];
    expect(whoForNameOf(initialWizardState().selection, lovedOnes)).toBe(registerPageMessages.whoForMyself);
    expect(whoForNameOf(forNew.selection, lovedOnes)).toBe(registerPageMessages.whoForNew);
    const chosen = run({ type: 'selection', selection: { lovedOne: 'loved-3' } }).selection;
    expect(whoForNameOf(chosen, lovedOnes)).toBe('Tan Mei Ling');
    expect(whoForNameOf(chosen, undefined)).toBe(messages.generic.dash);
  });
});

describe('moving on from a step', () => {
  const ready = { selfId: 'me', personId: 'me', isFormValid: true };

  it('needs a valid selection, and for oneself their profile read', () => {
    const state = run(retail);
    expect(isStepReady(state, ready)).toBe(false);
    const selected = wizardReducer(state, complete);
    expect(isStepReady(selected, ready)).toBe(true);
    expect(isStepReady(selected, { ...ready, selfId: null })).toBe(false);
    const forLovedOne = wizardReducer(selected, { type: 'selection', selection: { lovedOne: 'loved-3' } });
    expect(isStepReady(forLovedOne, { ...ready, selfId: null })).toBe(true);
  });

  it("needs the health declaration's answers reviewed", () => {
    const state = run(activeAgeing, complete, { type: 'next' });
    expect(state.step).toBe('HealthDeclaration');
    expect(isStepReady(state, ready)).toBe(false);
    expect(isStepReady({ ...state, healthDeclaration: {}, healthDeclarationView: 'review' }, ready)).toBe(
      true,
    );
    expect(isStepReady({ ...state, healthDeclaration: {}, healthDeclarationView: 'questions' }, ready)).toBe(
      false,
    );
  });

  it("follows the step's form, and the review needs the person", () => {
    const details = run(retail, complete, { type: 'next' });
    expect(details.step).toBe('YourDetails');
    expect(isStepReady(details, ready)).toBe(true);
    expect(isStepReady(details, { ...ready, isFormValid: false })).toBe(false);
    const review = { ...details, step: 'ReviewInformation' as const };
    expect(isStepReady(review, { ...ready, isFormValid: false })).toBe(true);
    expect(isStepReady(review, { ...ready, personId: null })).toBe(false);
  });
});

describe('adding a registration to the cart', () => {
  const selection = run(activeAgeing, complete).selection;
  const body = cartBodyOf(selection, 'loved-9', true);
  const saved = (items: SavedCart['items'], customerId = 'loved-9', categoryId = 'aa'): SavedCart => ({
    categoryId,
    categoryName: 'Active Ageing',
    customerId,
    customerName: 'Tan Mei Ling',
    items,
  });

  it("sends the cart as it is when there is none, with the source 'MYNH' and the referral source", () => {
    expect(body).toMatchObject({
      categoryId: 'aa',
      customerId: 'loved-9',
      items: [{ categoryId: 'aa', productId: 'tonic', offeringId: 'tonic-24', centerId: 'admiralty' }],
      marketingConsent: true,
      source: 'MYNH',
    });
    expect(planCart(null, body, 'me')).toMatchObject({ ask: null, body });
  });

  it('asks before replacing a cart for another person or another service', () => {
    expect(
      planCart(
        saved([{ categoryId: 'aa', productId: 'x', offeringId: 'y', centerId: 'z' }], 'me'),
        body,
        'me',
      ).ask,
    ).toBe('replace');
    expect(
      planCart(
        saved(
          [{ categoryId: 'retail', productId: 'x', offeringId: 'y', centerId: 'z' }],
          'loved-9',
          'retail',
        ),
        body,
        'me',
      ).ask,
    ).toBe('replace');
  });

  it('adds to the same cart, and asks before changing the offer of a programme already in it', () => {
    const other = { categoryId: 'aa', productId: 'circuit', offeringId: 'c-12', centerId: 'admiralty' };
    const added = planCart(saved([other]), body, 'me');
    expect(added.ask).toBeNull();
    expect(added.body.items.map((item) => item.productId)).toEqual(['circuit', 'tonic']);
    const changed = planCart(
      saved([other, { ...other, productId: 'tonic', offeringId: 'tonic-12' }]),
      body,
      'me',
    );
    expect(changed.ask).toBe('changeOffer');
    expect(changed.body.items.map((item) => `${item.productId}:${item.offeringId}`)).toEqual([
      'circuit:c-12',
      'tonic:tonic-24',
    ]);
  });

  it('reads a cart for oneself as the same person', () => {
    const mine = cartBodyOf(selection, null, false);
    const existing = saved(
      [{ categoryId: 'aa', productId: 'circuit', offeringId: 'c', centerId: 'a' }],
      'me',
    );
    expect(planCart(existing, mine, 'me').ask).toBeNull();
  });
});
