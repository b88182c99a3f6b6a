/**
 * The registration wizard's state and how it moves (seed 001 sections 3 and 4, "Register-service state" and
 * "Registration progress"): whom the services are for, the category and its programmes, the marketing channel,
 * the health declaration's answers (Active Ageing only), the person once their details are saved, and which steps
 * are done. Pure: the page keeps it with `useReducer` and in session storage, so a reload loses nothing.
 */
import {
  DEFAULT_HEALTH_DECLARATION_LANGUAGE,
  isProgrammeComplete,
  isProgrammeExpanded,
  messages,
  registerPageMessages,
  isServiceSelectionValid,
  nextProgrammeId,
  registrationSteps,
  serviceSelectionIssues,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
  type MarketingChannel,
  type ProgrammeChoice,
  type RegistrationStep,
  type ServiceSelectionRuleInput,
} from '@careportal/domain';
import type { LovedOneEntry } from '../../people/profileApi';
import type { PersonRef } from '../../people/useViewedApi';

/** Whom the registration is for: 'MySelf', 'New' (a loved one added in this wizard) or a loved one's id. */
export type WhoFor = 'MySelf' | 'New' | (string & {});

/** One programme of the selection: its row id, then the chosen subcategory, product, offer and centre ids. */
export interface ProgrammeRow {
  id: number;
  group: string | null;
  product: string | null;
  offer: string | null;
  center: string | null;
  isExpanded: boolean;
  /** What the chosen records are called, kept for the review and the cart (the ids alone say nothing). */
  labels: ProgrammeLabels;
}

/** The names of a programme's choices, as the catalogue gave them when they were chosen. */
export interface ProgrammeLabels {
  group?: string;
  product?: string;
  productSlug?: string;
  offer?: string;
  centre?: string;
}

/** The service selection step's answers. */
export interface SelectionState {
  lovedOne: WhoFor;
  categoryId: string | null;
  categoryName: string | null;
  /** The category's slug, which the sd- availability lookup names. */
  categorySlug: string | null;
  marketingChannel: MarketingChannel | null;
  sourceOthers: string;
  programmes: ProgrammeRow[];
}

/**
 * Where the wizard's health declaration step is: its questions (the form's own two steps), or their review. Unlike
 * /health-declaration it has no thanks of its own: the cart follows.
 */
export type WizardHealthView = 'questions' | 'review';

/** The wizard's whole state. */
export interface WizardState {
  step: RegistrationStep;
  /** Steps finished, which the step bar lets the person go back to. */
  completed: RegistrationStep[];
  selection: SelectionState;
  healthDeclaration: Partial<HealthDeclarationAnswers> | null;
  healthDeclarationView: WizardHealthView;
  healthDeclarationLanguage: HealthDeclarationLanguage;
  /**
   * The loved one this wizard created (lovedOne 'New'), once their details were saved: the wizard then works for
   * them, and going back does not create a second one.
   */
  createdLovedOneId: string | null;
}

/** What can happen to the wizard. */
export type WizardAction =
  | { type: 'selection'; selection: Partial<SelectionState> }
  | { type: 'programme'; id: number; programme: Partial<Omit<ProgrammeRow, 'id'>> }
  | { type: 'preselect'; programme: PreselectedProgramme }
  | { type: 'addProgramme' }
  | { type: 'removeProgramme'; id: number }
  | { type: 'healthDeclaration'; answers: Partial<HealthDeclarationAnswers>; view: WizardHealthView }
  | { type: 'healthDeclarationLanguage'; language: HealthDeclarationLanguage }
  | { type: 'lovedOneCreated'; id: string }
  | { type: 'goTo'; step: RegistrationStep }
  | { type: 'next' }
  | { type: 'back' };

/** A programme chosen before the wizard opened (a showcase's "Register for this programme"), with its names. */
export interface PreselectedProgramme {
  categoryId: string;
  categoryName: string;
  categorySlug: string | null;
  groupId: string | null;
  groupName: string | null;
  productId: string;
  productName: string;
  productSlug: string;
}

/** Whether nothing has been chosen yet: the first step, no category, one programme with nothing chosen. */
export function isUntouched(state: WizardState): boolean {
  const [only, ...others] = state.selection.programmes;
  return (
    state.step === 'ServiceSelection' &&
    state.completed.length === 0 &&
    state.selection.categoryId === null &&
    others.length === 0 &&
    (only === undefined || (only.group === null && only.product === null))
  );
}

/**
 * `state` with `chosen` filled in as the first programme, its category chosen, when nothing has been chosen
 * yet; otherwise `state` as it is: a choice the person already made is never overwritten.
 */
export function withPreselected(state: WizardState, chosen: PreselectedProgramme): WizardState {
  if (!isUntouched(state)) return state;
  const labels: ProgrammeLabels = { product: chosen.productName, productSlug: chosen.productSlug };
  if (chosen.groupName !== null) labels.group = chosen.groupName;
  return {
    ...state,
    selection: {
      ...state.selection,
      categoryId: chosen.categoryId,
      categoryName: chosen.categoryName,
      categorySlug: chosen.categorySlug,
      programmes: [{ ...emptyProgramme(1), group: chosen.groupId, product: chosen.productId, labels }],
    },
  };
}

function emptyProgramme(id: number): ProgrammeRow {
  return { id, group: null, product: null, offer: null, center: null, isExpanded: true, labels: {} };
}

/** A fresh wizard: for myself, nothing chosen, one empty programme. */
export function initialWizardState(): WizardState {
  return {
    step: 'ServiceSelection',
    completed: [],
    selection: {
      lovedOne: 'MySelf',
      categoryId: null,
      categoryName: null,
      categorySlug: null,
      marketingChannel: null,
      sourceOthers: '',
      programmes: [emptyProgramme(1)],
    },
    healthDeclaration: null,
    healthDeclarationView: 'questions',
    healthDeclarationLanguage: DEFAULT_HEALTH_DECLARATION_LANGUAGE,
    createdLovedOneId: null,
  };
}

/** The steps of the chosen category (Active Ageing adds the health declaration second). */
export function stepsOf(state: WizardState): readonly RegistrationStep[] {
  return registrationSteps(state.selection.categoryName);
}

/** The selection as the domain's service-selection rules read it. */
export function selectionForRules(selection: SelectionState): ServiceSelectionRuleInput {
  return {
    categoryName: selection.categoryName,
    marketingChannel: selection.marketingChannel,
    sourceOthers: selection.sourceOthers,
    programmes: selection.programmes.map(programmeForRules),
  };
}

/** A programme as the domain's rules read it: its subcategory is the rules' `category`. */
export function programmeForRules(programme: ProgrammeRow): ProgrammeChoice {
  return {
    category: programme.group,
    product: programme.product,
    offer: programme.offer,
    center: programme.center,
  };
}

/** Whether the service selection is valid (domain rules: every programme complete; 'Others' needs its text). */
export function isSelectionValid(selection: SelectionState): boolean {
  return isServiceSelectionValid(selectionForRules(selection));
}

/** Where a problem of the service selection is shown: the category, a programme's card, or the 'Others' text. */
export type SelectionProblemAt =
  { at: 'category' } | { at: 'programme'; id: number } | { at: 'sourceOthers' };

/** A problem of the service selection, at its field (domain serviceSelectionIssues, with where each one is). */
export type SelectionProblem = SelectionProblemAt & { message: string };

/**
 * What keeps the service selection from moving on, each at the field to put it right: no category yet, every
 * programme not complete, or 'Others' without its text. Empty when it may move on.
 */
export function selectionProblems(selection: SelectionState): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  for (const issue of serviceSelectionIssues(selectionForRules(selection))) {
    if (issue.field === 'sourceOthers') problems.push({ at: 'sourceOthers', message: issue.message });
    else if (selection.categoryId === null) problems.push({ at: 'category', message: issue.message });
    else {
      for (const programme of selection.programmes) {
        if (!isProgrammeComplete(programmeForRules(programme))) {
          problems.push({ at: 'programme', id: programme.id, message: issue.message });
        }
      }
    }
  }
  return problems;
}

/** Whether the programme card shows expanded: always when it is the only one (domain isProgrammeExpanded). */
export function showsExpanded(selection: SelectionState, programme: ProgrammeRow): boolean {
  return isProgrammeExpanded(selection.programmes, programme);
}

/** Whom the registration's calls are for, once known: null for a new loved one not created yet. */
export function personOf(state: WizardState): PersonRef | null {
  const { lovedOne } = state.selection;
  if (lovedOne === 'MySelf') return { viewAs: null };
  if (lovedOne === 'New')
    return state.createdLovedOneId === null ? null : { viewAs: state.createdLovedOneId };
  return { viewAs: lovedOne };
}

/**
 * The id of the person the registration is for: the customer's own (`selfId`, null until their profile is read),
 * a loved one's, or null for a new loved one not created yet.
 */
export function personIdOf(state: WizardState, selfId: string | null): string | null {
  if (state.selection.lovedOne === 'MySelf') return selfId;
  return personOf(state)?.viewAs ?? null;
}

/** The name the service selection shows for the person: 'Myself', a new loved one, or the loved one's name. */
export function whoForNameOf(
  selection: SelectionState,
  lovedOnes: readonly LovedOneEntry[] | undefined,
): string {
  if (selection.lovedOne === 'MySelf') return registerPageMessages.whoForMyself;
  if (selection.lovedOne === 'New') return registerPageMessages.whoForNew;
  return lovedOnes?.find((lovedOne) => lovedOne.id === selection.lovedOne)?.name ?? messages.generic.dash;
}

/** What {@link isStepReady} needs beyond the wizard's state. */
export interface StepReadiness {
  /** The customer's own id; null until their profile is read. */
  selfId: string | null;
  /** The person's id (see {@link personIdOf}). */
  personId: string | null;
  /** Whether the current step's form last said it is valid (the details, address and contact steps). */
  isFormValid: boolean;
}

/**
 * Whether the step bar's Next may move on from the current step: a valid selection (for oneself, once their
 * profile is read), the health declaration's answers reviewed, a person to add to the cart for, else the step's
 * form valid.
 */
export function isStepReady(state: WizardState, { selfId, personId, isFormValid }: StepReadiness): boolean {
  switch (state.step) {
    case 'ServiceSelection':
      return isSelectionValid(state.selection) && (state.selection.lovedOne !== 'MySelf' || selfId !== null);
    case 'HealthDeclaration':
      return state.healthDeclarationView === 'review' && state.healthDeclaration !== null;
    case 'ReviewInformation':
      return personId !== null;
    default:
      return isFormValid;
  }
}

function withCompleted(state: WizardState, step: RegistrationStep): RegistrationStep[] {
  return state.completed.includes(step) ? state.completed : [...state.completed, step];
}

/** The selection after `change`: a new category starts its programmes again; a new person keeps them. */
function changedSelection(selection: SelectionState, change: Partial<SelectionState>): SelectionState {
  const next = { ...selection, ...change };
  if (change.categoryId !== undefined && change.categoryId !== selection.categoryId) {
    next.programmes = [emptyProgramme(nextProgrammeId(selection.programmes))];
  }
  return next;
}

/**
 * A programme after `change`: a new subcategory clears the product, offer and centre, and a new product the
 * offer and centre, unless the change gives them too.
 */
function changedProgramme(row: ProgrammeRow, change: Partial<Omit<ProgrammeRow, 'id'>>): ProgrammeRow {
  const next = { ...row, ...change };
  const groupChanged = change.group !== undefined && change.group !== row.group;
  const productChanged = groupChanged || (change.product !== undefined && change.product !== row.product);
  if (groupChanged) next.product = change.product ?? null;
  if (productChanged) {
    next.offer = change.offer ?? null;
    next.center = change.center ?? null;
  }
  if (change.labels === undefined) {
    const { group, product, productSlug, offer, centre } = row.labels;
    next.labels = groupChanged
      ? {}
      : productChanged
        ? { group }
        : { group, product, productSlug, offer, centre };
  }
  return next;
}

/**
 * The wizard after `action`. Changing whom it is for, or the category, after later steps were done sends the
 * person through them again (the steps and their answers depend on both); moving on marks the step done.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'selection': {
      const selection = changedSelection(state.selection, action.selection);
      const whoChanged = selection.lovedOne !== state.selection.lovedOne;
      const categoryChanged = selection.categoryId !== state.selection.categoryId;
      return {
        ...state,
        selection,
        completed: whoChanged || categoryChanged ? [] : state.completed,
        createdLovedOneId: whoChanged ? null : state.createdLovedOneId,
        healthDeclaration: whoChanged || categoryChanged ? null : state.healthDeclaration,
        healthDeclarationView: whoChanged || categoryChanged ? 'questions' : state.healthDeclarationView,
      };
    }
    case 'preselect':
      return withPreselected(state, action.programme);
    case 'programme':
      return {
        ...state,
        selection: {
          ...state.selection,
          programmes: state.selection.programmes.map((row) =>
            row.id === action.id ? changedProgramme(row, action.programme) : row,
          ),
        },
      };
    case 'addProgramme': {
      const programmes = state.selection.programmes.map((row) => ({ ...row, isExpanded: false }));
      programmes.push(emptyProgramme(nextProgrammeId(programmes)));
      return { ...state, selection: { ...state.selection, programmes } };
    }
    case 'removeProgramme': {
      const programmes = state.selection.programmes.filter((row) => row.id !== action.id);
      if (programmes.length === 0) return state;
      return { ...state, selection: { ...state.selection, programmes } };
    }
    case 'healthDeclaration':
      return { ...state, healthDeclaration: action.answers, healthDeclarationView: action.view };
    case 'healthDeclarationLanguage':
      return { ...state, healthDeclarationLanguage: action.language };
    case 'lovedOneCreated':
      return { ...state, createdLovedOneId: action.id };
    case 'goTo':
      return stepsOf(state).includes(action.step) ? { ...state, step: action.step } : state;
    case 'next': {
      const steps = stepsOf(state);
      const index = steps.indexOf(state.step);
      const next = steps[index + 1];
      if (next === undefined) return state;
      return { ...state, step: next, completed: withCompleted(state, state.step) };
    }
    case 'back': {
      const steps = stepsOf(state);
      const previous = steps[steps.indexOf(state.step) - 1];
      return previous === undefined ? state : { ...state, step: previous };
    }
  }
}

/** The session-storage key the wizard keeps its state under while it is open. */
export const WIZARD_STORAGE_KEY = 'registerService';

/** Reads a kept wizard state, or null when there is none or it does not look like one. */
export function readWizardState(raw: string | null): WizardState | null {
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<WizardState> | null;
    if (
      parsed === null ||
      typeof parsed.step !== 'string' ||
      !Array.isArray(parsed.completed) ||
      typeof parsed.selection !== 'object' ||
      !Array.isArray(parsed.selection.programmes) ||
      parsed.selection.programmes.length === 0
    ) {
      return null;
    }
    return { ...initialWizardState(), ...parsed };
  } catch {
    return null;
  }
}
