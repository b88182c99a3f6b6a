import { feedbackPageMessages } from '@careportal/domain';
import { Button, Stack, useTranslated } from '@careportal/ui';
import { useEffect, useRef } from 'react';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link FeedbackThanks}. */
export interface FeedbackThanksProps {
  /** The route's title, the page's h1. */
  title: string;
  /** 'Send more feedback': an empty form again. */
  onAgain: () => void;
}

/** The thanks once the feedback is sent, which take the focus, and the way to send more. */
export function FeedbackThanks({ title, onAgain }: FeedbackThanksProps) {
  const text = useTranslated(feedbackPageMessages, 'feedbackPageMessages');
  const thanksRef = useRef<HTMLHeadingElement>(null);

  // The thanks take the focus once they are on the page (after React has rendered them, however long it takes).
  useEffect(() => {
    thanksRef.current?.focus();
  }, []);

  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <Stack space="sm">
        <h2 ref={thanksRef} tabIndex={-1} className={textStyles.subtitle}>
          {text.thanksTitle}
        </h2>
        <p className={textStyles.flush}>{text.thanksBody}</p>
      </Stack>
      <Button variant="secondary" onPress={onAgain}>
        {text.sendAnother}
      </Button>
    </Stack>
  );
}
