import { messages } from '@careportal/domain';
import { Link } from '@careportal/ui';
import { AccountLinked } from '../../features/people/AccountLinked';
import { ClientIdResend } from '../../features/people/ClientIdResend';
import { layout } from '../../features/people/linkAccountLayout';
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
 * loved one the customer acts for). A failed link says why in the specification's words, at the form and as a
 * support message, and keeps what was typed. "Didn't get your Client ID?" sends it again by email or SMS.
 */
export function LinkAccountPage({ title }: LinkAccountPageProps) {
  const { form, lovedOne, linkError, linked, link, resend } = useLinkAccount();

  const backToProfile = (
    <Link href={PROFILE_PATH} variant="standalone">
      {text.backToProfile}
    </Link>
  );

  if (linked !== null) {
    return (
      <div className={layout.page}>
        <h1>{title}</h1>
        <AccountLinked linked={linked} />
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
        {lovedOne !== null ? <p>{text.lovedOneNote}</p> : null}
      </div>
      <LinkAccountForm label={title} form={form} linkError={linkError} onLink={link} />
      <ClientIdResend {...resend} />
    </div>
  );
}
