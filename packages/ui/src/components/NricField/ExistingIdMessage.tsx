import { messages } from '@careportal/domain';
import { Button } from '../Button';
import { Link } from '../Link';
import type { NricFieldProps } from './NricField';
import * as styles from './NricField.css';

/**
 * The catalogue's existing-ID message, its last words ('Please link your profile') being the action: a link
 * to `linkProfileHref`, or a button calling `onLinkProfile`.
 */
export function ExistingIdMessage({
  onLinkProfile,
  linkProfileHref,
}: Pick<NricFieldProps, 'onLinkProfile' | 'linkProfileHref'>) {
  const message: string = messages.validation.nricAlreadyExists;
  const action: string = messages.validation.linkYourProfile;
  const lead = message.endsWith(action) ? message.slice(0, -action.length).trimEnd() : message;
  return (
    <span>
      {lead}{' '}
      {linkProfileHref !== undefined ? (
        <Link href={linkProfileHref} onPress={onLinkProfile}>
          {action}
        </Link>
      ) : (
        <span className={styles.linkAction}>
          <Button variant="tertiary" onPress={onLinkProfile}>
            {action}
          </Button>
        </span>
      )}
    </span>
  );
}
