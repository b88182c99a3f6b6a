import {
  OTHERS,
  REGISTRATION_DURATION_MINUTES,
  formatMessage,
  messages,
  registerPageMessages,
} from '@careportal/domain';
import {
  Button,
  ErrorSummary,
  RadioGroup,
  type ErrorSummaryProblem,
  type RadioOption,
  Select,
  Skeleton,
  Stack,
  TextField,
} from '@careportal/ui';
import { useId } from 'react';
import { useApi } from '../../../data/ApiProvider';
import { Query } from '../../../data/Query';
import type { LovedOneEntry } from '../../people/profileApi';
import { ProgrammeRowCard } from './ProgrammeRowCard';
import { REGISTER_URLS, type CatalogueCategory, type MasterCodeEntry } from '../registerApi';
import { layout } from './layout';
import {
  selectionProblems,
  showsExpanded,
  type SelectionProblem,
  type SelectionState,
  type WizardAction,
} from './wizardState';
import { textStyles } from '../../../shell/textStyles';

/** Props of {@link ServiceSelectionStep}. */
export interface ServiceSelectionStepProps {
  selection: SelectionState;
  dispatch: (action: WizardAction) => void;
  /** The customer's loved ones; undefined while loading, or when the loved-one feature is off (then only Myself). */
  lovedOnes: LovedOneEntry[] | undefined;
  lovedOnesEnabled: boolean;
  /** Whose eligibility the programmes are checked for: the customer's or a loved one's id; null for a new person. */
  eligibilityPersonId: string | null;
  /** How many times Next found problems here (0: none shown yet); each press brings their summary into focus. */
  problemsShown?: number;
}

/** The ids of the step's fields that a problem can be at, for the summary's links. */
function fieldIdsOf(base: string) {
  return {
    category: `${base}-category`,
    sourceOthers: `${base}-source-others`,
    programme: (id: number) => `${base}-programme-${String(id)}`,
  };
}

function fieldIdOf(problem: SelectionProblem, ids: ReturnType<typeof fieldIdsOf>): string {
  if (problem.at === 'programme') return ids.programme(problem.id);
  return ids[problem.at];
}

/**
 * The first step: whom the registration is for, the service (category), one or more programmes each with its
 * programme type, programme, package and centre, and where the person heard about the provider.
 */
export function ServiceSelectionStep({
  selection,
  dispatch,
  lovedOnes,
  lovedOnesEnabled,
  eligibilityPersonId,
  problemsShown = 0,
}: ServiceSelectionStepProps) {
  const headingId = useId();
  const ids = fieldIdsOf(useId());
  const problems = problemsShown > 0 ? selectionProblems(selection) : [];
  const problemAt = (at: SelectionProblem['at'], id?: number) =>
    problems.find((problem) => problem.at === at && (problem.at !== 'programme' || problem.id === id))
      ?.message;
  // One link for each kind of problem: the first programme that is not complete stands for the others.
  const summary: ErrorSummaryProblem[] = problems
    .filter(
      (problem, index) =>
        problem.at !== 'programme' || problems.findIndex((p) => p.at === 'programme') === index,
    )
    .map((problem) => ({ message: problem.message, fieldId: fieldIdOf(problem, ids) }));
  const categories = useApi<CatalogueCategory[]>(REGISTER_URLS.categories, { quiet: true });
  const channels = useApi<MasterCodeEntry[]>(REGISTER_URLS.marketingChannels, { quiet: true });

  const whoForOptions: RadioOption<string>[] = [
    { value: 'MySelf', label: registerPageMessages.whoForMyself },
  ];
  if (lovedOnesEnabled) {
    for (const lovedOne of lovedOnes ?? []) whoForOptions.push({ value: lovedOne.id, label: lovedOne.name });
    whoForOptions.push({
      value: 'New',
      label: registerPageMessages.whoForNew,
      description: registerPageMessages.whoForNewHint,
    });
  }

  const choseOthers = (selection.marketingChannel?.value ?? '').includes(OTHERS);
  const single = selection.programmes.length === 1;

  return (
    <Stack aria-labelledby={headingId} as="section" space="lg">
      <h2 id={headingId} className={layout.stepTitle}>
        {messages.registration.steps.serviceSelection}
      </h2>
      <p className={textStyles.muted}>
        {formatMessage(registerPageMessages.intro, REGISTRATION_DURATION_MINUTES)}
      </p>
      <ErrorSummary problems={summary} focusKey={problemsShown} headingLevel={3} />
      <RadioGroup<string>
        label={registerPageMessages.whoFor}
        options={whoForOptions}
        value={selection.lovedOne}
        onChange={(lovedOne) => {
          dispatch({ type: 'selection', selection: { lovedOne } });
        }}
        isRequired
      />
      <Query
        query={categories}
        loading={<Skeleton shape="card" label={registerPageMessages.loadingCatalogue} />}
      >
        {(categoryList) => (
          <RadioGroup<string>
            id={ids.category}
            label={registerPageMessages.category}
            errorMessage={problemAt('category')}
            options={categoryList.map((category) => ({ value: category.id, label: category.name }))}
            value={selection.categoryId}
            onChange={(categoryId) => {
              const category = categoryList.find((candidate) => candidate.id === categoryId);
              dispatch({
                type: 'selection',
                selection: {
                  categoryId,
                  categoryName: category?.name ?? null,
                  categorySlug: category?.slug ?? null,
                },
              });
            }}
            isRequired
          />
        )}
      </Query>
      {selection.categoryId === null ? null : (
        <Stack space="md">
          <h3 className={textStyles.sectionTitle}>{registerPageMessages.programmesTitle}</h3>
          {selection.programmes.map((programme, index) => (
            <ProgrammeRowCard
              key={programme.id}
              index={index + 1}
              selection={selection}
              programme={programme}
              eligibilityPersonId={eligibilityPersonId}
              isExpanded={showsExpanded(selection, programme)}
              canCollapse={!single}
              dispatch={dispatch}
              fieldId={ids.programme(programme.id)}
              problem={problemAt('programme', programme.id)}
            />
          ))}
          <div>
            <Button
              variant="secondary"
              onPress={() => {
                dispatch({ type: 'addProgramme' });
              }}
            >
              {messages.registration.addProgramme}
            </Button>
          </div>
        </Stack>
      )}
      <Query
        query={channels}
        loading={<Skeleton shape="text" lines={2} label={registerPageMessages.loadingCatalogue} />}
      >
        {(channelList) => (
          <Select<string>
            label={registerPageMessages.marketingChannel}
            options={channelList.map((channel) => ({ value: channel.id, label: channel.value }))}
            value={selection.marketingChannel?.id ?? null}
            onChange={(id) => {
              const channel = channelList.find((candidate) => candidate.id === id);
              dispatch({
                type: 'selection',
                selection: {
                  marketingChannel: channel === undefined ? null : { id: channel.id, value: channel.value },
                },
              });
            }}
          />
        )}
      </Query>
      {choseOthers ? (
        <TextField
          id={ids.sourceOthers}
          label={registerPageMessages.sourceOthers}
          errorMessage={problemAt('sourceOthers')}
          value={selection.sourceOthers}
          onChange={(sourceOthers) => {
            dispatch({ type: 'selection', selection: { sourceOthers } });
          }}
          isRequired
        />
      ) : null}
    </Stack>
  );
}
