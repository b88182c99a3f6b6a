import {
  clientIdSendRequest,
  clientIdSentMessage,
  maskNationalId,
  messages,
  profileLinkingErrorMessage,
  withSupportContact,
  type LinkingRequest,
  type LinkingRequestInput,
  type ReferralChannel,
} from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { config } from '../../config';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { getViewAsClientId } from '../../storage';
import { carriedIdOf, linkAccountPrefill } from './linkAccountPrefill';
import { linkingResolver } from './linkingResolver';
import { PROFILE_URLS } from './urls';

const text = messages.linking;

/** A client record linked: the server's words about it, and the name on the record. */
export interface Linked {
  message: string;
  name: string | null;
}

/** The Client ID sent again: the confirmation, and where it went (masked). */
export interface Sent {
  message: string;
  sentTo: string | null;
}

/** "Didn't get your Client ID?": which channel is sending, what was sent, or why it was not. */
export interface ClientIdResend {
  sending: ReferralChannel | null;
  sent: Sent | null;
  sendError: string | null;
  /** Sends the Client ID again by `channel`, for the ID number typed when it is valid. */
  send: (channel: ReferralChannel) => Promise<void>;
}

/** What {@link useLinkAccount} gives the link-account screen. */
export interface LinkAccount {
  /** The form: the Client ID and the ID number with its type, checked by the domain's linking schema. */
  form: UseFormReturn<LinkingRequestInput, unknown, LinkingRequest>;
  /** The loved one whose record is linked; null when the customer links their own. */
  lovedOne: string | null;
  /** The ID number carried over from My Profile, masked ('*****345J'); null when none was. */
  carriedId: string | null;
  /** Why the last link failed, in the specification's words. */
  linkError: string | null;
  /** The record linked; null until then. */
  linked: Linked | null;
  /** Links the record the form names. */
  link: (request: LinkingRequest) => Promise<void>;
  resend: ClientIdResend;
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
 * The link-account screen's work: the form, started from the page's query, the ID number carried in the router's
 * state from My Profile (then dropped from the tab's history) and the loved one the customer acts for (see
 * linkAccountPrefill); linking the record it names (POST profile/linking), after which every read of a
 * profile is read again; and sending the Client ID again (POST profile/referral-code/send). A failed link says
 * why in the specification's words and keeps what was typed; a failed send says so at the section and as a
 * support message, one at a time.
 */
export function useLinkAccount(): LinkAccount {
  const client = useApiClient();
  const { show, dismiss } = useToast();
  const { mutate } = useSWRConfig();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [carried] = useState(() => carriedIdOf(location.state));
  const [prefill] = useState(() => linkAccountPrefill(searchParams, getViewAsClientId(), carried));
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linked, setLinked] = useState<Linked | null>(null);
  const [sending, setSending] = useState<ReferralChannel | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const supportToast = useRef<string | null>(null);

  // The carried ID number is in the form now: the tab's history keeps it no longer than it must.
  useEffect(() => {
    if (carried === null) return;
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [carried, navigate, location.pathname, location.search]);

  const form = useForm<LinkingRequestInput, unknown, LinkingRequest>({
    resolver: linkingResolver,
    defaultValues: prefill.values,
    mode: 'onTouched',
  });

  /** One support message from this page at a time: a new one replaces the last. */
  function showSupport(message: string) {
    if (supportToast.current !== null) dismiss(supportToast.current);
    supportToast.current = show({ type: 'support', content: message, ignoreSupportEmail: true });
  }

  async function link(request: LinkingRequest) {
    setLinkError(null);
    const result = await client.request('POST', PROFILE_URLS.linking, {
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

  async function send(channel: ReferralChannel) {
    setSending(channel);
    setSent(null);
    setSendError(null);
    const body = clientIdSendRequest(channel, {
      idType: form.getValues('idType'),
      nric: form.getValues('nric'),
    });
    const result = await client.request('POST', PROFILE_URLS.clientIdSend, { quiet: true, body: body });
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

  return {
    form,
    lovedOne: prefill.lovedOne,
    carriedId: carried === null ? null : maskNationalId(carried.nric),
    linkError,
    linked,
    link,
    resend: { sending, sent, sendError, send },
  };
}
