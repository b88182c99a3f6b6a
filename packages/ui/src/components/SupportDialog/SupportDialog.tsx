import type { ReactNode } from 'react';
import { Modal } from '../Dialog';
import { HotlineList, type HotlineListEntry } from '../HotlineList';
import { Link } from '../Link';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './SupportDialog.css';

/** Props of {@link SupportDialog}. */
export interface SupportDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The technical-support mailbox. */
  supportEmail: string;
  /** The provider's contact page. */
  contactUrl: string;
  /** The provider's hotlines, each with its number and hours (domain `hotlines(facts)`). Default none. */
  hotlines?: readonly HotlineListEntry[];
  /** Default the catalogue's 'Need help?'. */
  title?: ReactNode;
  /** Whether the contact page is on another site (opens in a new tab). Default true. */
  isContactExternal?: boolean;
  /** Accessible name of the close button. Default the Modal's 'Close'. */
  closeLabel?: string;
}

const EMAIL_PLACEHOLDER = '{email}';

/** The catalogue's support sentence with the email address as a mailto link in place of `{email}`. */
function SupportEmailSentence({ email }: { email: string }) {
  const template: string = useCatalogue().labels.supportEmail;
  const at = template.indexOf(EMAIL_PLACEHOLDER);
  const link = <Link href={`mailto:${email}`}>{email}</Link>;
  if (at < 0) return <>{template}</>;
  return (
    <>
      {template.slice(0, at)}
      {link}
      {template.slice(at + EMAIL_PLACEHOLDER.length)}
    </>
  );
}

/**
 * The help button's customer-support dialog: technical support by email (a mailto link), the provider's
 * hotlines with their hours, and a link to the provider's contact page.
 */
export function SupportDialog({
  isOpen,
  onOpenChange,
  supportEmail,
  contactUrl,
  hotlines = [],
  title,
  isContactExternal = true,
  closeLabel,
}: SupportDialogProps) {
  const { labels } = useCatalogue();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title === undefined ? labels.supportTitle : title}
      size="small"
      closeLabel={closeLabel}
    >
      <div className={styles.content}>
        <p className={styles.text}>
          <SupportEmailSentence email={supportEmail} />
        </p>
        {hotlines.length > 0 ? <HotlineList hotlines={hotlines} /> : null}
        <Link href={contactUrl} variant="standalone" isExternal={isContactExternal}>
          {labels.contactUs}
        </Link>
      </div>
    </Modal>
  );
}
