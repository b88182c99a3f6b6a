import {
  checkInMessages,
  nextCheckInStep,
  normaliseNationalIdInput,
  normaliseOrgCode,
  parseVolunteerHeadcount,
  volunteerHoursRefusalOf,
  volunteerIdentityProblems,
  type CheckInStep,
  type VolunteerHoursRefusal,
  type VolunteerKind,
} from '@careportal/domain';
import { useEffect, useReducer, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { CHECK_IN_URLS, type VolunteerAttendance } from './api';

const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY = 429;

/** What the volunteer (or the organisation) types: the ID or organisation code, the secret, the headcount. */
export interface CheckInForm {
  id: string;
  secret: string;
  headcount: string;
}

/** The fields' errors, in English (the catalogue's texts): the page shows them in the language in force. */
export type CheckInFieldErrors = Partial<Record<keyof CheckInForm, string>>;

/** A notice above the step's buttons, in English (see {@link useCheckInText}). */
export interface CheckInNotice {
  tone: 'error' | 'info';
  title: string;
  /** Refused as outside the activity's hours: the page says so in its language, with the hours. */
  hoursRefusal?: VolunteerHoursRefusal;
}

/** A check-in under way (see {@link useCheckIn}). */
export interface CheckInState {
  step: CheckInStep;
  /** Where the volunteer's attendance of today stands, once they are found. */
  attendance: VolunteerAttendance | null;
  /**
   * Whether they checked in on this visit to the page (the check-out step then says to come back when leaving),
   * rather than came back to check out (the step then asks them to check out).
   */
  checkedInNow: boolean;
  form: CheckInForm;
  /** Changes one field of the form. */
  setField: (field: keyof CheckInForm, value: string) => void;
  errors: CheckInFieldErrors;
  notice: CheckInNotice | null;
  isBusy: boolean;
  /** The heading of each step after the first: it takes the focus when its step comes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Checks the identity typed (the domain's rules first, then the API). */
  validate: (event: SyntheticEvent) => Promise<void>;
  /** Checks in (with the organisation's headcount) or out. */
  act: (which: 'checkIn' | 'checkOut') => Promise<void>;
  /** 'Not you?' and 'Next volunteer': an empty form again. */
  startOver: () => void;
}

const EMPTY_FORM: CheckInForm = { id: '', secret: '', headcount: '' };

/**
 * The check-in of one activity, once its link is read: the volunteer (or the organisation for its group) says
 * who they are, then checks in, and later out. The steps move as domain's `nextCheckInStep` says
 * (apps/api/src/routes/public/v1/VOLUNTEER.md); a failing check-in or check-out leaves a notice and can be tried
 * again, and one that another phone got to first reads where the attendance stands now and goes there.
 */
export function useCheckIn(kind: VolunteerKind, activityId: string): CheckInState {
  const urls = CHECK_IN_URLS[kind];
  const client = useApiClient();
  const [step, dispatch] = useReducer(nextCheckInStep, 'NULL' as CheckInStep, (initial) =>
    nextCheckInStep(initial, { type: 'ACTIVITY_FOUND' }),
  );
  const [attendance, setAttendance] = useState<VolunteerAttendance | null>(null);
  const [checkedInNow, setCheckedInNow] = useState(false);
  const [form, setForm] = useState<CheckInForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<CheckInFieldErrors>({});
  const [notice, setNotice] = useState<CheckInNotice | null>(null);
  const [isBusy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seenStep = useRef<CheckInStep>('NULL');

  // Each new step after the first form moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    const before = seenStep.current;
    seenStep.current = step;
    if (before !== 'NULL' && before !== step) headingRef.current?.focus();
  }, [step]);

  const identityBody = () =>
    kind === 'individual'
      ? { activityId, nric: normaliseNationalIdInput(form.id), mobileLastFour: form.secret }
      : { activityId, orgCode: normaliseOrgCode(form.id), pin: form.secret };

  const startOver = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    setNotice(null);
    setAttendance(null);
    setCheckedInNow(false);
    dispatch({ type: 'START_OVER' });
  };

  const validate = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found: CheckInFieldErrors = volunteerIdentityProblems(kind, form);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await client.request<VolunteerAttendance>('POST', urls.validate, {
      auth: false,
      quiet: true,
      body: identityBody(),
    });
    setBusy(false);
    if (!answer.error && answer.data !== null) {
      setAttendance(answer.data);
      dispatch({ type: 'IDENTITY_MATCHED', status: answer.data.status });
    } else if (answer.httpCode === HTTP_TOO_MANY) {
      setNotice({ tone: 'error', title: checkInMessages.tooManyTries });
    } else if (answer.errorCode === 'IDENTITY_NOT_MATCHED') {
      dispatch({ type: 'IDENTITY_NOT_MATCHED' });
    } else {
      setNotice({ tone: 'error', title: answer.errorMessage ?? checkInMessages.actionFailed });
    }
  };

  const act = async (which: 'checkIn' | 'checkOut') => {
    let body: object = identityBody();
    if (which === 'checkIn' && kind === 'org') {
      const headcount = parseVolunteerHeadcount(form.headcount);
      if (headcount === null) {
        setErrors({ headcount: checkInMessages.headcountInvalid });
        return;
      }
      body = { ...body, headcount };
    }
    setErrors({});
    setNotice(null);
    setBusy(true);
    const answer = await client.request<VolunteerAttendance>('POST', urls[which], {
      auth: false,
      quiet: true,
      body: body,
    });
    if (!answer.error && answer.data !== null) {
      setBusy(false);
      setAttendance(answer.data);
      setCheckedInNow(which === 'checkIn');
      dispatch({ type: which === 'checkIn' ? 'CHECKED_IN' : 'CHECKED_OUT' });
      return;
    }
    if (answer.httpCode === HTTP_CONFLICT) {
      // Someone got there first (a second phone), or it is outside the activity's hours (domain
      // volunteerHoursRefusal): read where the attendance stands now and go there, and say why.
      const again = await client.request<VolunteerAttendance>('POST', urls.validate, {
        auth: false,
        quiet: true,
        body: identityBody(),
      });
      setBusy(false);
      const hoursRefusal = volunteerHoursRefusalOf(answer.errorCode);
      setNotice({
        tone: 'info',
        title: answer.errorMessage ?? checkInMessages.actionFailed,
        ...(hoursRefusal === null ? {} : { hoursRefusal }),
      });
      if (!again.error && again.data !== null) {
        setAttendance(again.data);
        dispatch({ type: 'START_OVER' });
        dispatch({ type: 'IDENTITY_MATCHED', status: again.data.status });
      }
      return;
    }
    setBusy(false);
    setNotice({ tone: 'error', title: answer.errorMessage ?? checkInMessages.actionFailed });
  };

  const setField = (field: keyof CheckInForm, value: string) => {
    setForm({ ...form, [field]: value });
  };

  return {
    step,
    attendance,
    checkedInNow,
    form,
    setField,
    errors,
    notice,
    isBusy,
    headingRef,
    validate,
    act,
    startOver,
  };
}
