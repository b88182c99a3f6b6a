import { denticarePageMessages } from '@careportal/domain';
import { InlineAlert, Link, Stack, useCatalogue, useLocale, useTranslated } from '@careportal/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { DENTICARE_PATHS, takenStateOf } from './api';
import { NextSlots } from './NextSlots';
import { useDenticareSession } from './useDenticareSession';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link TakenPage}. */
export interface TakenPageProps {
  /** The route's title, the page's h1. */
  title: string;
  /** What happened: the slot was just taken (hold-on), or the hold lapsed and it went (retained order). */
  reason: 'taken' | 'expired';
}

/**
 * /denticare/hold-on and /denticare/retained-order: says plainly that the wanted time is gone and that nothing
 * was booked, offers the next free slots to take in one press, and the way back to choose another time. The
 * details given are kept (they belong to the session).
 */
export function TakenPage({ title, reason }: TakenPageProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const catalogue = useCatalogue();
  const { format } = useLocale();
  const location = useLocation();
  const sessionId = useDenticareSession();
  const [state] = useState(() => takenStateOf(location.state));
  const words = reason === 'taken' ? d.holdOn : d.retained;
  const body =
    reason === 'taken'
      ? format(d.holdOn.body, {
          when: state?.when ?? d.holdOn.yourTime,
        })
      : catalogue.denticare.holdExpired;
  return (
    <Stack space="lg">
      <h1 className={textStyles.title}>{title}</h1>
      <InlineAlert tone="warning" title={words.title} role="alert">
        {body}
      </InlineAlert>
      {state !== null ? (
        <NextSlots
          slots={state.nextAvailable}
          clientSessionId={sessionId}
          serviceId={state.serviceId}
          change={state.change === true}
        />
      ) : null}
      <Link href={DENTICARE_PATHS.book} variant="secondaryButton">
        {words.chooseOther}
      </Link>
    </Stack>
  );
}
