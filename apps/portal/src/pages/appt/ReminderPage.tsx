import {
  formatSingaporeDate,
  formatSingaporeTime,
  publicLinkMessages,
  type ReminderAnswer,
} from '@careportal/domain';
import {
  Button,
  DetailList,
  InlineAlert,
  PageLoading,
  sprinkles,
  Stack,
  useTranslated,
} from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { PageProps } from '../../shell/pageProps';
import { failurePath, PUBLIC_LINK_URLS, type AppointmentReminder } from '../../features/publicLinks/api';
import { textStyles } from '../../shell/textStyles';

/** The reminder's words, in the visitor's language. */
type ReminderWords = (typeof publicLinkMessages)['reminder'];
const HTTP_GONE = 410;
const alertGap = sprinkles({ marginTop: 'lg' });

/** What the reminder's status says above its details (nothing while it waits for an answer). */
function statusAlert(status: AppointmentReminder['status'], text: ReminderWords) {
  if (status === 'PENDING') return null;
  const alerts = {
    CONFIRMED: { tone: 'success', title: text.confirmedTitle, body: text.confirmedBody },
    DECLINED: { tone: 'info', title: text.declinedTitle, body: text.declinedBody },
    EXPIRED: { tone: 'info', title: text.expiredTitle, body: text.expiredBody },
  } as const;
  const { tone, title, body } = alerts[status];
  return (
    <div className={alertGap}>
      <InlineAlert tone={tone} title={title}>
        {body}
      </InlineAlert>
    </div>
  );
}

/**
 * /appt/{id}, the appointment reminder sent by SMS: the appointment (the NRIC masked) and the client's answer.
 * PENDING asks 'Will you attend?'; CONFIRMED and DECLINED thank the client and let them change their answer until
 * the appointment starts; EXPIRED says the link can no longer be used. An unknown link goes to
 * /appt/page-not-found, any other failure to load it to /appt/something-went-wrong; a failed answer stays here.
 */
export function ReminderPage({ title }: PageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useApiClient();
  const text = useTranslated(publicLinkMessages, 'publicLinkMessages').reminder;
  const answer = useApi<AppointmentReminder>(PUBLIC_LINK_URLS.reminder(id), {
    auth: false,
    quiet: true,
  });
  const [saving, setSaving] = useState<ReminderAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const result = answer.data;

  useEffect(() => {
    if (result?.error) void navigate(failurePath('appt', result.httpCode), { replace: true });
  }, [result, navigate]);

  if (answer.isLoading || result === undefined || result.error || result.data === null)
    return <PageLoading />;
  const reminder = result.data;

  const send = async (status: ReminderAnswer) => {
    setSaving(status);
    setFailed(false);
    const put = await client.request<AppointmentReminder>('PUT', PUBLIC_LINK_URLS.reminder(id), {
      auth: false,
      quiet: true,
      body: {
        status,
      },
    });
    setSaving(null);
    if (!put.error && put.data !== null) {
      await answer.mutate(put, { revalidate: false });
      return;
    }
    if (put.httpCode === HTTP_GONE) {
      await answer.mutate({ ...result, data: { ...reminder, status: 'EXPIRED' } }, { revalidate: false });
      return;
    }
    setFailed(true);
  };
  const button = (status: ReminderAnswer, label: string, variant: 'primary' | 'secondary') => (
    <Button
      variant={variant}
      fullWidth
      isLoading={saving === status}
      isDisabled={saving !== null && saving !== status}
      onPress={() => {
        void send(status);
      }}
    >
      {label}
    </Button>
  );

  const status = reminder.status;
  return (
    <Stack space="lg">
      {/* The live region is always there, so the answer's alert is announced when it comes; empty, it takes no
          room in the page's grid (the title and it share a cell), and the alert brings its own gap. */}
      <div>
        <h1 className={textStyles.title}>{title}</h1>
        <div role="status">{statusAlert(status, text)}</div>
      </div>
      <DetailList
        items={[
          { label: text.client, value: reminder.clientName },
          { label: text.idNumber, value: reminder.nric === '' ? '-' : reminder.nric },
          { label: text.service, value: reminder.serviceName },
          { label: text.type, value: reminder.sessionType },
          {
            label: text.date,
            value: `${formatSingaporeDate(reminder.startDate)}, ${formatSingaporeTime(reminder.startDate)}`,
          },
          { label: text.centre, value: `${reminder.centreName}, ${reminder.centreAddress}` },
        ]}
      />
      {failed ? (
        <div role="alert">
          <InlineAlert tone="error" title={text.saveFailed} />
        </div>
      ) : null}
      {status === 'PENDING' ? (
        <Stack space="sm">
          <h2 className={textStyles.subtitle}>{text.pendingTitle}</h2>
          <p className={textStyles.flush}>{text.intro}</p>
          {button('CONFIRMED', text.confirm, 'primary')}
          {button('DECLINED', text.decline, 'secondary')}
        </Stack>
      ) : null}
      {status === 'CONFIRMED' ? button('DECLINED', text.changeToDecline, 'secondary') : null}
      {status === 'DECLINED' ? button('CONFIRMED', text.changeToConfirm, 'primary') : null}
    </Stack>
  );
}
