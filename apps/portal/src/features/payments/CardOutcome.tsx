import { cardPageMessages, formatMessage } from '@careportal/domain';
import { Inline, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useEffect, useRef } from 'react';
import { ADD_CARD_PATH, CARDS_PATH, cardName, type SavedCard } from './cardApi';
import { textStyles } from '../../shell/textStyles';

const text = cardPageMessages;

/** Where adding or verifying a card stands. */
export type CardOutcomeState =
  | { kind: 'working'; label: string }
  | { kind: 'saved'; card: SavedCard }
  | { kind: 'to-bank'; redirectUrl: string; isAgain: boolean }
  | { kind: 'refused'; message: string };

/** A heading that takes focus when it appears, so a screen reader reads the outcome at once. */
function OutcomeHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h2 ref={ref} tabIndex={-1} className={textStyles.sectionTitle}>
      {children}
    </h2>
  );
}

/**
 * The outcome of adding or verifying a card: saved, on to the bank's 3-D Secure page (a link the person follows;
 * the bank's page returns to /cards/verification), or refused with the server's words and Try again.
 */
export function CardOutcome({ state }: { state: CardOutcomeState }) {
  const back = (
    <Link href={CARDS_PATH} variant="secondaryButton">
      {text.backToCards}
    </Link>
  );
  switch (state.kind) {
    case 'working':
      return (
        <SkeletonGroup label={state.label}>
          <Skeleton shape="card" lines={2} />
        </SkeletonGroup>
      );
    case 'saved':
      return (
        <Stack as="section" space="md" aria-label={text.cardSavedTitle}>
          <OutcomeHeading>{text.cardSavedTitle}</OutcomeHeading>
          <p>{formatMessage(text.cardSavedBody, { card: cardName(state.card) })}</p>
          <Inline space="sm" alignY="center">
            <Link href={CARDS_PATH} variant="primaryButton">
              {text.backToCards}
            </Link>
          </Inline>
        </Stack>
      );
    case 'to-bank':
      return (
        <Stack as="section" space="md" aria-label={text.toBankTitle}>
          <OutcomeHeading>{state.isAgain ? text.verificationPendingTitle : text.toBankTitle}</OutcomeHeading>
          <p>{state.isAgain ? text.verificationPendingBody : text.addCardSteps[2]}</p>
          <Inline space="sm" alignY="center">
            <Link href={state.redirectUrl} variant="primaryButton">
              {text.goToBank}
            </Link>
            {back}
          </Inline>
        </Stack>
      );
    case 'refused':
      return (
        <Stack as="section" space="md" aria-label={text.cardNotSavedTitle}>
          <OutcomeHeading>{text.cardNotSavedTitle}</OutcomeHeading>
          <p>{state.message}</p>
          <Inline space="sm" alignY="center">
            <Link href={ADD_CARD_PATH} variant="primaryButton">
              {text.tryAgain}
            </Link>
            {back}
          </Inline>
        </Stack>
      );
  }
}
