import { messages, myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { Inline, InlineAlert, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Query } from '../../data/Query';
import { BookingOwnerNotice } from '../people/ForPersonScope';
import { returnPath } from './api';
import { useBookingReview, type BookingReview } from './useBookingReview';

const text = myServicesPageMessages;

/** What a booking page's content gets. */
export interface BookingPageContext {
  booking: ServiceBooking;
  review: BookingReview;
  /** Where the person goes back to (the `returnTo` of the address, else My Services). */
  back: string;
}

/** Props of {@link BookingPage}. */
export interface BookingPageProps {
  /** The route's title, the page's h1. */
  title: string;
  children: (context: BookingPageContext) => ReactNode;
}

/** The way back, under a page's content. */
export function BackLink({ to, label = text.keepBooking }: { to: string; label?: string }) {
  return (
    <Inline space="sm" alignY="center">
      <Link href={to} variant="standalone">
        {label}
      </Link>
    </Inline>
  );
}

/** A booking that cannot be shown (no id, or the API's 404 message), with the way back to My Services. */
function BookingNotFound({ message, back }: { message: string | null; back: string }) {
  return (
    <>
      <InlineAlert tone="warning" title={message ?? messages.booking.bookingNotFound} />
      <BackLink to={back} label={text.backToMyServices} />
    </>
  );
}

/**
 * The frame of the reschedule and cancel pages (`?sessionId=…&returnTo=…`): the h1, then the booking as GET
 * yoda-sessions/review answers it now, or why it cannot be shown: loading, not found (no id, or the API's 404
 * message), or a read that failed (Retry).
 */
export function BookingPage({ title, children }: BookingPageProps) {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId');
  const back = returnPath(params.get('returnTo'));
  const review = useBookingReview(sessionId === '' ? null : sessionId);

  return (
    <Stack space="lg">
      <Stack space="sm">
        <h1>{title}</h1>
        <BookingOwnerNotice />
      </Stack>
      {review.read === null ? (
        <BookingNotFound message={null} back={back} />
      ) : (
        <Query
          query={review.read}
          loading={
            <SkeletonGroup>
              <Skeleton shape="card" lines={3} />
              <Skeleton shape="card" lines={4} />
            </SkeletonGroup>
          }
          refusal={(answer) =>
            answer.httpCode === 404 ? (
              <BookingNotFound message={answer.errorMessage} back={back} />
            ) : undefined
          }
        >
          {(booking) => children({ booking, review, back })}
        </Query>
      )}
    </Stack>
  );
}
