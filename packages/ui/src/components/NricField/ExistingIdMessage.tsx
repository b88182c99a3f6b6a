import { Button } from '../Button';
import { Link } from '../Link';
import { useCatalogue } from '../LocaleProvider';
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
  const { validation } = useCatalogue();
  const message: string = validation.nricAlreadyExists;
  const action: string = validation.linkYourProfile;
  // The action's words within the message; a translation may end with a full stop after them.
  const at = message.lastIndexOf(action);
  const lead = at < 0 ? message : message.slice(0, at).trimEnd();
  const after = at < 0 ? '' : message.slice(at + action.length);
  // Words are spaced apart in the portal's languages but Chinese.
  const space = /[\u3400-\u9fff\u3002]$/.test(lead) ? '' : ' ';
  return (
    <span>
      {lead}
      {space}
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
      {after || null}
    </span>
  );
}
