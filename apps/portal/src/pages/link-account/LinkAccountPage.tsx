import {
  DEFAULT_ID_TYPE,
  clientIdSendRequest,
  clientIdSentMessage,
  formatMessage,
  messages,
  profileLinkingErrorMessage,
  withSupportContact,
  type LinkingRequest,
  type LinkingRequestInput,
  type ReferralChannel,
} from '@careportal/domain';
import { Button, Card, Link, NricField, TextField, useToast } from '@careportal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { config } from '../../config';
import { getViewAsClientId } from '../../storage';
import { layout } from './layout';
import { linkingResolver } from './linkingResolver';
import { linkAccountPrefill } from './prefill';

/** The API paths the page calls. */
export const LINKING_URL = 'profile/linking';
export const CLIENT_ID_SEND_URL = 'profile/referral-code/send';
/** Where "Back to My Profile" leads. */
export const PROFILE_PATH = '/profile';

const text = messages.linking;

/** Props of {@link LinkAccountPage}. */
export interface LinkAccountPageProps {
  /** The page's h1, from the route table. */
  title: string;
}

interface Linked {
  message: string;
  name: string | null;
}

interface Sent {
  message: string;
  sentTo: string | null;
}

function nonBlank(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value;
}

/** The server's words about a result: its message, else its error text. */
function serverText(result: ApiResult): string | null {
  return nonBlank(result.message) ?? nonBlank(result.errorMessage);
}

function stringField(data: unknown, key: string): string | null {
  if (typeof data !== 'object' || data === null || !(key in data)) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? nonBlank(value) : null;
}

/** SWR keys (`[url, auth, quiet, background]` of useApi) whose answer changes once a profile is linked. */
export function readsProfile(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const url = key[0].replace(/^\/+/, '');
  return /^(profile|lovedone)([/?]|$)/.test(url);
}

/**
 * The link-account screen (LinkAccount, /link-account): the person types the Client ID the centre sent them and
 * the ID number of their client record, and the portal links that record to the signed-in profile (or to the
 * loved one the customer acts for). A failed link says why in the specification's words, at the form and as a
 * support message, and keeps what was typed. "Didn't get your Client ID?" sends it again by email or SMS.
 */
export function LinkAccountPage({ title }: LinkAccountPageProps) {
  const client = useApiClient();
  const { show, dismiss } = useToast();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => linkAccountPrefill(searchParams, getViewAsClientId()));
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linked, setLinked] = useState<Linked | null>(null);
  const [sending, setSending] = useState<ReferralChannel | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const supportToast = useRef<string | null>(null);
  const linkedHeading = useRef<HTMLHeadingElement>(null);
  const noClientIdHeadingId = useId();
  const linkedHeadingId = useId();

  const { control, handleSubmit, getValues, setValue, trigger, formState } = useForm<
    LinkingRequestInput,
    unknown,
    LinkingRequest
  >({
    resolver: linkingResolver,
    defaultValues: prefill.values,
    mode: 'onTouched',
  });
  const idType = useWatch({ control, name: 'idType' }) ?? DEFAULT_ID_TYPE;

  useEffect(() => {
    if (linked !== null) linkedHeading.current?.focus();
  }, [linked]);

  /** One support message from this page at a time: a new one replaces the last. */
  function showSupport(message: string) {
    if (supportToast.current !== null) dismiss(supportToast.current);
    supportToast.current = show({ type: 'support', content: message, ignoreSupportEmail: true });
  }

  async function link(request: LinkingRequest) {
    setLinkError(null);
    const result = await client.request('POST', LINKING_URL, {
      quiet: true,
      body: {
        referralCode: request.referralCode,
        idType: request.idType,
        nric: request.nric,
        lovedOne: prefill.lovedOne,
      },
    });
    if (result.error) {
      // The API client shows the same text as a support message (domain wrapperErrorRule); it stays at the form.
      setLinkError(profileLinkingErrorMessage(serverText(result), config.supportEmail));
      return;
    }
    if (supportToast.current !== null) dismiss(supportToast.current);
    setLinked({ message: serverText(result) ?? text.linked, name: stringField(result.data, 'name') });
    await mutate(readsProfile);
  }

  async function sendClientId(channel: ReferralChannel) {
    setSending(channel);
    setSent(null);
    setSendError(null);
    const body = clientIdSendRequest(channel, { idType: getValues('idType'), nric: getValues('nric') });
    const result = await client.request('POST', CLIENT_ID_SEND_URL, { quiet: true, body: body });
    setSending(null);
    if (result.error) {
      const message = withSupportContact(
        serverText(result) ?? messages.generic.somethingWentWrong,
        config.supportEmail,
      );
      setSendError(message);
      showSupport(message);
      return;
    }
    const message = clientIdSentMessage(channel);
    setSent({ message, sentTo: stringField(result.data, 'sentTo') });
    show({ type: 'success', content: message });
  }

  const backToProfile = (
    <Link href={PROFILE_PATH} variant="standalone">
      {text.backToProfile}
    </Link>
  );

  if (linked !== null) {
    return (
      <div className={layout.page}>
        <h1>{title}</h1>
        <section aria-labelledby={linkedHeadingId}>
          <Card tone="muted">
            <div className={layout.stack}>
              <h2 id={linkedHeadingId} ref={linkedHeading} tabIndex={-1}>
                {text.linkedTitle}
              </h2>
              <p className={layout.noticeText}>{linked.message}</p>
              {linked.name !== null ? (
                <p className={layout.noticeText}>{formatMessage(text.linkedName, { name: linked.name })}</p>
              ) : null}
            </div>
          </Card>
        </section>
        <div>{backToProfile}</div>
      </div>
    );
  }

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <div>{backToProfile}</div>
        <h1>{title}</h1>
        <p>{text.intro}</p>
        {prefill.lovedOne !== null ? <p>{text.lovedOneNote}</p> : null}
      </div>

      <form
        noValidate
        aria-label={title}
        className={layout.section}
        onSubmit={(event) => {
          void handleSubmit(link)(event);
        }}
      >
        <Controller
          control={control}
          name="referralCode"
          render={({ field, fieldState }) => (
            <TextField
              label={text.clientId}
              description={text.clientIdExplained}
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="off"
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        <Controller
          control={control}
          name="nric"
          render={({ field, fieldState }) => (
            <NricField
              name={field.name}
              inputRef={field.ref}
              value={{ idType, nric: field.value ?? '' }}
              onChange={(id) => {
                field.onChange(id.nric);
                if (id.idType !== idType) {
                  setValue('idType', id.idType);
                  // The rule for the number depends on its type: recheck what was already judged.
                  if (fieldState.isTouched || formState.isSubmitted) void trigger('nric');
                }
              }}
              onBlur={field.onBlur}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )}
        />
        {/* Live regions stay in the page, so that screen readers announce what appears in them. */}
        <div role="alert">
          {linkError !== null ? (
            <Card tone="muted" padding="small">
              <p className={layout.noticeError}>{linkError}</p>
            </Card>
          ) : null}
        </div>
        <div className={layout.actions}>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {text.linkAccount}
          </Button>
        </div>
      </form>

      <section aria-labelledby={noClientIdHeadingId} className={layout.stack}>
        <h2 id={noClientIdHeadingId}>{text.noClientIdTitle}</h2>
        <p>{text.noClientIdBody}</p>
        <div className={layout.actions}>
          <Button
            variant="secondary"
            isLoading={sending === 'EMAIL'}
            isDisabled={sending === 'SMS'}
            onPress={() => {
              void sendClientId('EMAIL');
            }}
          >
            {text.sendByEmail}
          </Button>
          <Button
            variant="secondary"
            isLoading={sending === 'SMS'}
            isDisabled={sending === 'EMAIL'}
            onPress={() => {
              void sendClientId('SMS');
            }}
          >
            {text.sendBySms}
          </Button>
        </div>
        <div role="status">
          {sent !== null ? (
            <Card tone="muted" padding="small">
              <div className={layout.stack}>
                <p className={layout.noticeLead}>{sent.message}</p>
                {sent.sentTo !== null ? (
                  <p className={layout.noticeText}>
                    {formatMessage(text.clientIdSentTo, { sentTo: sent.sentTo })}
                  </p>
                ) : null}
              </div>
            </Card>
          ) : null}
        </div>
        <div role="alert">
          {sendError !== null ? (
            <Card tone="muted" padding="small">
              <p className={layout.noticeError}>{sendError}</p>
            </Card>
          ) : null}
        </div>
      </section>
    </div>
  );
}
