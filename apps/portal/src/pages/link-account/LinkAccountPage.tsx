import { formatMessage, messages } from '@careportal/domain';
import { Link, Stack } from '@careportal/ui';
import { AccountLinked } from '../../features/people/AccountLinked';
import { ClientIdResend } from '../../features/people/ClientIdResend';
import { LinkAccountForm } from '../../features/people/LinkAccountForm';
import { PROFILE_PATH } from '../../features/people/urls';
import { useLinkAccount } from '../../features/people/useLinkAccount';

const text = messages.linking;

/** Props of {@link LinkAccountPage}. */
export interface LinkAccountPageProps {
  /** The page's h1, from the route table. */
  title: string;
}

/**
 * The link-account screen (LinkAccount, /link-account): the person types the Client ID the centre sent them and
 * the ID number of their client record, and the portal links that record to the signed-in profile (or to the
 * loved one the customer acts for). An ID number carried over from My Profile is in its field, and said masked.
 * A failed link says why in the specification's words, at the form and as a support message, and keeps what was
 * typed. "Didn't get your Client ID?" sends it again by email or SMS.
 */
export function LinkAccountPage({ title }: LinkAccountPageProps) {
  const { form, lovedOne, carriedId, linkError, linked, link, resend } = useLinkAccount();

  const backToProfile = (
    <Link href={PROFILE_PATH} variant="standalone">
      {text.backToProfile}
    </Link>
  );

  if (linked !== null) {
    return (
      <Stack space="lg">
        <h1>{title}</h1>
        <AccountLinked linked={linked} />
        <div>{backToProfile}</div>
      </Stack>
    );
  }

  return (
    <Stack space="lg">
      <Stack space="sm">
        <div>{backToProfile}</div>
        <h1>{title}</h1>
        <p>{text.intro}</p>
        {lovedOne !== null ? <p>{text.lovedOneNote}</p> : null}
        {carriedId !== null ? <p>{formatMessage(text.idCarried, { id: carriedId })}</p> : null}
      </Stack>
      <LinkAccountForm label={title} form={form} linkError={linkError} onLink={link} />
      <ClientIdResend {...resend} />
    </Stack>
  );
}
