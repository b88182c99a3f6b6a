import { volunteerHoursMessage, type VolunteerKind } from '@careportal/domain';
import { Button, DetailList, InlineAlert, Stack, TextField, useLocale } from '@careportal/ui';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import type { VolunteerActivity } from './api';
import { activityDetails, attendanceDetails } from './attendanceDetails';
import { IdentityStep } from './IdentityStep';
import { StepHeading } from './StepHeading';
import { useCheckIn, type CheckInForm } from './useCheckIn';
import { useCheckInText } from './useCheckInText';
import { textStyles } from '../../shell/textStyles';

const loadQuestion = () => import('./CheckOutQuestion');
/** The check-out question, loaded when the check-out step shows: the dialog's code is kept off the first view. */
const CheckOutQuestion = lazy(() => loadQuestion().then((module) => ({ default: module.CheckOutQuestion })));

/** Props of {@link VolunteerCheckIn}. */
export interface VolunteerCheckInProps {
  /** The route's title, the page's h1. */
  title: string;
  kind: VolunteerKind;
  /** The activity id of the link. */
  activityId: string;
  /** The activity the link names, as read. */
  activity: VolunteerActivity;
}

/**
 * The check-in of an activity whose link was read: the activity, then the step the volunteer (or organisation)
 * is at (see {@link useCheckIn}): who are you, ready to check in (with the organisation's headcount), checked in
 * (or, coming back later, ready to check out), checked out. Check-out asks first: it cannot be undone that day.
 */
export function VolunteerCheckIn({ title, kind, activityId, activity }: VolunteerCheckInProps) {
  const { text, say } = useCheckInText();
  const { format } = useLocale();
  const checkIn = useCheckIn(kind, activityId);
  // Check-out cannot be undone (one check-in and one check-out a day): it asks first.
  const [isAskingCheckOut, setAskingCheckOut] = useState(false);
  const { step, notice, headingRef, isBusy } = checkIn;
  useEffect(() => {
    if (step === 'TO_CHECK_OUT') void loadQuestion();
  }, [step]);
  const errorOf = (field: keyof CheckInForm): string | undefined => {
    const english = checkIn.errors[field];
    return english === undefined ? undefined : say(english);
  };
  const who = <DetailList items={attendanceDetails(checkIn.attendance, kind, text)} />;
  const noticeAlert: ReactNode =
    notice === null ? null : (
      <InlineAlert
        tone={notice.tone}
        title={
          notice.hoursRefusal === undefined
            ? say(notice.title)
            : volunteerHoursMessage(notice.hoursRefusal, activity, text, format)
        }
        role={notice.tone === 'error' ? 'alert' : 'status'}
      />
    );

  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <DetailList items={activityDetails(activity, text)} />
      {step === 'VALIDATION_PROFILE' || step === 'RETRY_VALIDATION_PROFILE' ? (
        <IdentityStep kind={kind} checkIn={checkIn} notice={noticeAlert} errorOf={errorOf} />
      ) : null}
      {step === 'TO_CHECK_IN' ? (
        <Stack space="sm">
          <StepHeading headingRef={headingRef}>{text.toCheckInTitle}</StepHeading>
          {who}
          {noticeAlert}
          {kind === 'org' ? (
            <TextField
              label={text.headcount}
              value={checkIn.form.headcount}
              onChange={(headcount) => {
                checkIn.setField('headcount', headcount);
              }}
              errorMessage={errorOf('headcount')}
              isRequired
              inputMode="numeric"
              maxLength={3}
            />
          ) : null}
          <Button fullWidth isLoading={isBusy} onPress={() => void checkIn.act('checkIn')}>
            {text.checkIn}
          </Button>
          <Button variant="secondary" fullWidth onPress={checkIn.startOver}>
            {text.notYou}
          </Button>
        </Stack>
      ) : null}
      {step === 'TO_CHECK_OUT' ? (
        <Stack space="sm">
          <StepHeading headingRef={headingRef}>
            {checkIn.checkedInNow ? text.checkedInTitle : text.toCheckOutTitle}
          </StepHeading>
          <p className={textStyles.flush}>
            {checkIn.checkedInNow ? text.checkedInBody : text.toCheckOutBody}
          </p>
          {who}
          {noticeAlert}
          <Button
            fullWidth
            isLoading={isBusy}
            aria-haspopup="dialog"
            onPress={() => {
              setAskingCheckOut(true);
            }}
          >
            {text.checkOut}
          </Button>
          {isAskingCheckOut ? (
            <Suspense fallback={null}>
              <CheckOutQuestion
                onAnswer={(isLeaving) => {
                  setAskingCheckOut(false);
                  if (isLeaving) void checkIn.act('checkOut');
                }}
              />
            </Suspense>
          ) : null}
          <Button variant="secondary" fullWidth onPress={checkIn.startOver}>
            {text.nextVolunteer}
          </Button>
        </Stack>
      ) : null}
      {step === 'CHECK_OUT_SUCCESS' ? (
        <Stack space="sm">
          <StepHeading headingRef={headingRef}>{text.checkOutSuccessTitle}</StepHeading>
          <p className={textStyles.flush}>{text.checkOutSuccessBody}</p>
          {who}
          {noticeAlert}
          <Button variant="secondary" fullWidth onPress={checkIn.startOver}>
            {text.nextVolunteer}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
