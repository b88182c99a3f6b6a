import {
  checkInMessages,
  formatSingaporeTime,
  nextCheckInStep,
  normaliseNationalIdInput,
  normaliseOrgCode,
  parseVolunteerHeadcount,
  volunteerIdentityProblems,
  type CheckInEvent,
  type CheckInStep,
  type VolunteerKind,
} from '@careportal/domain';
import {
  Button,
  DetailList,
  InlineAlert,
  PageLoading,
  TextField,
  useCatalogueText,
  useTranslated,
} from '@careportal/ui';
import { useEffect, useReducer, useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { denticareLayout as layout } from '../../features/denticare/layout';
import {
  CHECK_IN_ERROR_PATH,
  CHECK_IN_URLS,
  type VolunteerActivity,
  type VolunteerAttendance,
} from './checkInApi';

const HTTP_SERVER_ERROR = 500;
const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY = 429;

/** Props of {@link CheckInPage}. */
export interface CheckInPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

type Kind = VolunteerKind;

interface Form {
  id: string;
  secret: string;
  headcount: string;
}

/** The fields' errors, in English (the catalogue's texts): the page shows them in the language in force. */
type FieldErrors = Partial<Record<keyof Form, string>>;

/** The page's texts by their English: one kept in English (an error, the API's answer) is shown translated. */
const checkInKeys = new Map<string, keyof typeof checkInMessages>();
for (const [key, english] of Object.entries(checkInMessages) as [keyof typeof checkInMessages, string][]) {
  if (!checkInKeys.has(english)) checkInKeys.set(english, key);
}

/**
 * /check-in-check-out/individual/{activityId} and /check-in-check-out/org/{activityId}: a volunteer (or an
 * organisation for its group) says who they are, then checks in, and later out. The steps move as domain's
 * `nextCheckInStep` says (apps/api/src/routes/public/v1/VOLUNTEER.md). An unknown link says so in place; only a
 * server error reading the link goes to /check-in-check-out/something-went-wrong; a failing check-in or
 * check-out shows a message here and can be tried again.
 */
export function CheckInPage({ title }: CheckInPageProps) {
  const text = useTranslated(checkInMessages, 'checkInMessages');
  const catalogueText = useCatalogueText();
  const { activityId = '' } = useParams();
  const kind: Kind = useLocation().pathname.startsWith('/check-in-check-out/org/') ? 'org' : 'individual';
  const urls = CHECK_IN_URLS[kind];
  const client = useApiClient();
  const navigate = useNavigate();
  const [step, dispatch] = useReducer(
    (current: CheckInStep, event: CheckInEvent) => nextCheckInStep(current, event),
    'NULL',
  );
  const [activity, setActivity] = useState<VolunteerActivity | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [attendance, setAttendance] = useState<VolunteerAttendance | null>(null);
  const [form, setForm] = useState<Form>({ id: '', secret: '', headcount: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; title: string } | null>(null);
  const [isBusy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const seenStep = useRef<CheckInStep>('NULL');
  // Errors and notices are kept in English (the API answers in English too) and shown in the language in force.
  const say = (english: string): string => {
    const key = checkInKeys.get(english);
    return key === undefined ? catalogueText(english) : text[key];
  };
  const errorOf = (field: keyof Form): string | undefined => {
    const english = errors[field];
    return english === undefined ? undefined : say(english);
  };

  useEffect(() => {
    let live = true;
    void client
      .request<VolunteerActivity>('POST', CHECK_IN_URLS.activity, {
        auth: false,
        quiet: true,
        body: { activityId },
      })
      .then((answer) => {
        if (!live) return;
        if (answer.httpCode >= HTTP_SERVER_ERROR || answer.httpCode === 0) {
          void navigate(CHECK_IN_ERROR_PATH, { replace: true });
        } else if (answer.error || answer.data === null) {
          setLinkInvalid(true);
        } else {
          setActivity(answer.data);
          dispatch({ type: 'ACTIVITY_FOUND' });
        }
      });
    return () => {
      live = false;
    };
  }, [activityId, client, navigate]);

  // Each new step after the first form moves focus to its heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    const before = seenStep.current;
    seenStep.current = step;
    if (before !== 'NULL' && before !== step) headingRef.current?.focus();
  }, [step]);

  if (linkInvalid) {
    return (
      <div className={layout.page}>
        <h1 className={layout.title}>{title}</h1>
        <InlineAlert tone="info" title={text.linkNotValidTitle}>
          {text.linkNotValid}
        </InlineAlert>
      </div>
    );
  }
  if (step === 'NULL' || activity === null) return <PageLoading />;

  const identityBody = () =>
    kind === 'individual'
      ? { activityId, nric: normaliseNationalIdInput(form.id), mobileLastFour: form.secret }
      : { activityId, orgCode: normaliseOrgCode(form.id), pin: form.secret };

  const startOver = () => {
    setForm({ id: '', secret: '', headcount: '' });
    setErrors({});
    setNotice(null);
    setAttendance(null);
    dispatch({ type: 'START_OVER' });
  };

  const validate = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found: FieldErrors = volunteerIdentityProblems(kind, form);
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
      dispatch({ type: which === 'checkIn' ? 'CHECKED_IN' : 'CHECKED_OUT' });
      return;
    }
    if (answer.httpCode === HTTP_CONFLICT) {
      // Someone got there first (a second phone): read where the attendance stands now and go there.
      const again = await client.request<VolunteerAttendance>('POST', urls.validate, {
        auth: false,
        quiet: true,
        body: identityBody(),
      });
      setBusy(false);
      setNotice({ tone: 'info', title: answer.errorMessage ?? checkInMessages.actionFailed });
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

  const details = [
    { label: text.activity, value: activity.name },
    { label: text.centre, value: activity.centreName },
    { label: text.hours, value: `${activity.startTime} – ${activity.endTime}` },
  ];
  const who =
    attendance === null
      ? []
      : [
          { label: kind === 'org' ? text.organisation : text.volunteer, value: attendance.name },
          { label: kind === 'org' ? text.orgCode : text.nric, value: attendance.identity },
          ...(attendance.headcount === null
            ? []
            : [{ label: text.headcount, value: String(attendance.headcount) }]),
          ...(attendance.checkInAt === null
            ? []
            : [{ label: text.checkedInAt, value: formatSingaporeTime(attendance.checkInAt) }]),
          ...(attendance.checkOutAt === null
            ? []
            : [{ label: text.checkedOutAt, value: formatSingaporeTime(attendance.checkOutAt) }]),
        ];
  const heading = (words: string) => (
    <h2 ref={headingRef} tabIndex={-1} className={layout.subtitle}>
      {words}
    </h2>
  );
  const noticeAlert =
    notice === null ? null : (
      <InlineAlert
        tone={notice.tone}
        title={say(notice.title)}
        role={notice.tone === 'error' ? 'alert' : 'status'}
      />
    );

  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{title}</h1>
      <DetailList items={details} />
      {step === 'VALIDATION_PROFILE' || step === 'RETRY_VALIDATION_PROFILE' ? (
        <form className={layout.stack} noValidate onSubmit={(event) => void validate(event)}>
          {heading(kind === 'org' ? text.orgIntro : text.individualIntro)}
          {step === 'RETRY_VALIDATION_PROFILE' ? (
            <InlineAlert
              tone="error"
              role="alert"
              title={kind === 'org' ? text.orgNotMatched : text.identityNotMatched}
            />
          ) : null}
          {noticeAlert}
          <TextField
            label={kind === 'org' ? text.orgCode : text.nric}
            description={kind === 'org' ? undefined : text.nricDescription}
            value={form.id}
            onChange={(id) => {
              setForm({ ...form, id });
            }}
            errorMessage={errorOf('id')}
            isRequired
            autoComplete="off"
            maxLength={20}
          />
          <TextField
            label={kind === 'org' ? text.pin : text.lastFour}
            description={kind === 'org' ? text.pinDescription : undefined}
            value={form.secret}
            onChange={(secret) => {
              setForm({ ...form, secret });
            }}
            errorMessage={errorOf('secret')}
            isRequired
            inputMode="numeric"
            type={kind === 'org' ? 'password' : 'text'}
            autoComplete="off"
            maxLength={4}
          />
          <Button type="submit" fullWidth isLoading={isBusy}>
            {text.continue}
          </Button>
        </form>
      ) : null}
      {step === 'TO_CHECK_IN' ? (
        <div className={layout.stack}>
          {heading(text.toCheckInTitle)}
          <DetailList items={who} />
          {noticeAlert}
          {kind === 'org' ? (
            <TextField
              label={text.headcount}
              value={form.headcount}
              onChange={(headcount) => {
                setForm({ ...form, headcount });
              }}
              errorMessage={errorOf('headcount')}
              isRequired
              inputMode="numeric"
              maxLength={3}
            />
          ) : null}
          <Button fullWidth isLoading={isBusy} onPress={() => void act('checkIn')}>
            {text.checkIn}
          </Button>
          <Button variant="secondary" fullWidth onPress={startOver}>
            {text.notYou}
          </Button>
        </div>
      ) : null}
      {step === 'TO_CHECK_OUT' ? (
        <div className={layout.stack}>
          {heading(text.checkedInTitle)}
          <p className={layout.text}>{text.checkedInBody}</p>
          <DetailList items={who} />
          {noticeAlert}
          <Button fullWidth isLoading={isBusy} onPress={() => void act('checkOut')}>
            {text.checkOut}
          </Button>
          <Button variant="secondary" fullWidth onPress={startOver}>
            {text.nextVolunteer}
          </Button>
        </div>
      ) : null}
      {step === 'CHECK_OUT_SUCCESS' ? (
        <div className={layout.stack}>
          {heading(text.checkOutSuccessTitle)}
          <p className={layout.text}>{text.checkOutSuccessBody}</p>
          <DetailList items={who} />
          {noticeAlert}
          <Button variant="secondary" fullWidth onPress={startOver}>
            {text.nextVolunteer}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
