import { DENTICARE_CATEGORY } from '../constants.js';
import { messages } from '../messages/index.js';
import { OTHERS } from '../schemas/enums.js';
import { isFilled } from '../schemas/filled.js';

/** A marketing channel ("where did you hear about us") as the master-code list gives it. */
export interface MarketingChannelChoice {
  id?: unknown;
  value?: string | null | undefined;
}

/** One programme in the service selection; each part is an id or a chosen record, empty until chosen. */
export interface ProgrammeChoice {
  category?: unknown;
  product?: unknown;
  offer?: unknown;
  center?: unknown;
}

/**
 * The service selection step's values, typed only as far as its rules need, so the form schema's
 * `ServiceSelectionInput` fits it. The marketing channel may come as one choice (`marketingChannel`, as the
 * schema holds it) or as a list (`marketingChannels`); both are read.
 */
export interface ServiceSelectionRuleInput {
  categoryName?: string | null | undefined;
  marketingChannel?: MarketingChannelChoice | null | undefined;
  marketingChannels?: readonly MarketingChannelChoice[] | null | undefined;
  sourceOthers?: string | null | undefined;
  programmes?: readonly ProgrammeChoice[] | null | undefined;
}

/** A reason the service selection cannot go on, with the field it belongs to and its catalogue message. */
export interface ServiceSelectionIssue {
  field: 'sourceOthers' | 'programmes';
  message: string;
}

/** Whether a programme has its category, product, offer and centre chosen (blank text counts as not chosen). */
export function isProgrammeComplete(programme: ProgrammeChoice): boolean {
  return [programme.category, programme.product, programme.offer, programme.center].every(isFilled);
}

/** Whether the chosen marketing channels include 'Others' (a value containing it, such as 'Others'). */
function choseOthers(selection: ServiceSelectionRuleInput): boolean {
  const channels = [...(selection.marketingChannels ?? []), selection.marketingChannel];
  return channels.some((channel) => (channel?.value ?? '').includes(OTHERS));
}

/**
 * What keeps the service selection from being valid (seed 001 section 4, "Registration progress"), empty when it
 * is valid. The same rules as the service-selection schema, for enabling Next without parsing the whole form:
 *
 * - when the marketing channel includes 'Others', `sourceOthers` must have text;
 * - unless the category is 'Denticare', there must be at least one programme and every programme must have its
 *   category, product, offer and centre.
 */
export function serviceSelectionIssues(selection: ServiceSelectionRuleInput): ServiceSelectionIssue[] {
  const issues: ServiceSelectionIssue[] = [];
  if (choseOthers(selection) && !isFilled(selection.sourceOthers)) {
    issues.push({ field: 'sourceOthers', message: messages.validation.sourceOthersRequired });
  }
  if (selection.categoryName?.trim() !== DENTICARE_CATEGORY) {
    const programmes = selection.programmes ?? [];
    if (programmes.length === 0 || !programmes.every(isProgrammeComplete)) {
      issues.push({ field: 'programmes', message: messages.validation.serviceSelectionIncomplete });
    }
  }
  return issues;
}

/** Whether the service selection step is valid, which enables Next; see {@link serviceSelectionIssues}. */
export function isServiceSelectionValid(selection: ServiceSelectionRuleInput): boolean {
  return serviceSelectionIssues(selection).length === 0;
}
