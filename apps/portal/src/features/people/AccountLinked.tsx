import { formatMessage, messages } from '@careportal/domain';
import { Card } from '@careportal/ui';
import { useEffect, useId, useRef } from 'react';
import { layout } from './linkAccountLayout';
import type { Linked } from './useLinkAccount';

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
        <div className={layout.stack}>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            {text.linkedTitle}
          </h2>
          <p className={layout.noticeText}>{linked.message}</p>
          {linked.name !== null ? (
            <p className={layout.noticeText}>{formatMessage(text.linkedName, { name: linked.name })}</p>
          ) : null}
        </div>
      </Card>
    </section>
  );
}
