import { bookingPageMessages, formatClockTime, formatDisplayDate, formatMessage } from '@careportal/domain';
import {
  ErrorSummary,
  Inline,
  InlineAlert,
  Link,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  Stack,
} from '@careportal/ui';
import { useEffect, useId, useRef } from 'react';
import { Query, type Read } from '../../data/Query';
import { type Intake, type IntakesAnswer, type ServiceSummary } from './api';
import { weekdayList } from './bookingWords';
import { useClashWarning } from '../scheduling/useClashWarning';
import { textStyles } from '../../shell/textStyles';
import { MY_SERVICES_PATH } from '../../paths';

const text = bookingPageMessages;

/** An intake run as its radio option: its name and dates, then when it meets and the places left (or full). */
function intakeOption(intake: Intake) {
  const dates = formatMessage(text.intake.dates, {
    start: formatDisplayDate(intake.startDate),
    end: formatDisplayDate(intake.endDate),
  });
  const schedule = formatMessage(text.intake.schedule, {
    days: weekdayList(intake.daysOfWeek),
    start: formatClockTime(intake.startTime),
    end: formatClockTime(intake.endTime),
  });
  const places =
    intake.vacancies === 0
      ? text.intake.full
      : intake.vacancies === 1
        ? text.intake.onePlaceLeft
        : formatMessage(text.intake.placesLeft, { count: intake.vacancies });
  return {
    value: intake.id,
    label: `${intake.name}: ${dates}`,
    description: `${schedule}. ${places}`,
    isDisabled: intake.vacancies === 0,
  };
}

/** Props of {@link IntakeChoice}. */
export interface IntakeChoiceProps {
  service: ServiceSummary;
  intakes: Read<IntakesAnswer>;
  chosen: string | null;
  onChoose: (id: string) => void;
  refusal: string | null;
  /** How many times Enrol found no intake chosen (ui useStepProblems); from 1 the step says so. */
  problemsShown?: number;
}

/**
 * The intake step: its heading (focused when the step opens), why the last enrolment was refused, the centre's
 * intake runs to choose from, full runs shown and explained ('There are no intakes to choose from' for none), and,
 * once one is chosen, the bookings its dates would clash with (GET care-calendar/clash-check/intake), above Enrol.
 */
export function IntakeChoice({
  service,
  intakes,
  chosen,
  onChoose,
  refusal,
  problemsShown = 0,
}: IntakeChoiceProps) {
  const choiceId = useId();
  // The run's dates against everyone's bookings, once one is chosen: a warning above Enrol, never a stop.
  const clashWarning = useClashWarning(
    chosen === null ? null : { serviceId: service.id, intakeId: chosen },
    [],
    {
      title: text.intake.clashWarningTitle,
      hint: text.intake.clashWarningHint,
    },
  );
  const problem = problemsShown > 0 && chosen === null ? text.intake.chooseFirst : undefined;
  const body = (
    <Query
      query={intakes}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={3} />
        </SkeletonGroup>
      }
      isEmpty={(answer) => answer.intakes.length === 0}
      empty={<p className={textStyles.flush}>{text.intake.none}</p>}
    >
      {(answer) => (
        <RadioGroup
          id={choiceId}
          errorMessage={problem}
          label={formatMessage(text.intake.choose, { centre: service.centreName })}
          value={chosen}
          onChange={onChoose}
          options={answer.intakes.map(intakeOption)}
        />
      )}
    </Query>
  );
  return (
    <Stack space="lg">
      <Stack space="sm">
        <h2 className={textStyles.title}>{text.intake.title}</h2>
        <p className={textStyles.flush}>{text.intake.intro}</p>
      </Stack>
      <ErrorSummary
        problems={problem === undefined ? [] : [{ message: problem, fieldId: choiceId }]}
        focusKey={problemsShown}
        headingLevel={3}
      />
      {refusal === null ? null : <InlineAlert tone="error" title={refusal} />}
      {body}
      {clashWarning}
    </Stack>
  );
}

/** After enrolling: the run chosen, while the server confirms its dates. */
export function Enrolled({ intake }: { intake: Intake | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack space="lg">
      <h2 ref={heading} tabIndex={-1} className={textStyles.title}>
        {text.intake.enrolledTitle}
      </h2>
      <p role="status" className={textStyles.flush}>
        {formatMessage(text.intake.enrolledBody, { intake: intake?.name ?? '' })}
      </p>
      <Inline space="sm" alignY="center">
        <Link href={MY_SERVICES_PATH} variant="primaryButton">
          {text.myServices}
        </Link>
      </Inline>
    </Stack>
  );
}
