import { formatMessage, messages } from '@careportal/domain';
import { Card, Stack } from '@careportal/ui';
import { useEffect, useId, useRef } from 'react';
import type { Linked } from './useLinkAccount';
import { textStyles } from '../../shell/textStyles';

const text = messages.linking;

/** Props of {@link AccountLinked}. */
export interface AccountLinkedProps {
  linked: Linked;
}

/** The record is linked: the server's words and the name on the record. Its heading takes the focus when shown. */
export function AccountLinked({ linked }: AccountLinkedProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <Card tone="muted">
        <Stack space="sm">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {text.linkedTitle}
          </h2>
          <p className={textStyles.flush}>{linked.message}</p>
          {linked.name !== null ? (
            <p className={textStyles.flush}>{formatMessage(text.linkedName, { name: linked.name })}</p>
          ) : null}
        </Stack>
      </Card>
    </section>
  );
}
