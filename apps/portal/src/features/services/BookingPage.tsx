import { messages, myServicesPageMessages, type ServiceBooking } from '@careportal/domain';
import { InlineAlert, Link, LoadError, Skeleton, SkeletonGroup } from '@careportal/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { returnPath } from './api';
import { layout } from './layout';
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
    <div className={layout.actions}>
      <Link href={to} variant="standalone">
        {label}
      </Link>
    </div>
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
  const { result } = review;

  let body: ReactNode;
  if (result === null || result?.httpCode === 404) {
    body = (
      <>
        <InlineAlert tone="warning" title={result?.errorMessage ?? messages.booking.bookingNotFound} />
        <BackLink to={back} label={text.backToMyServices} />
      </>
    );
  } else if (result === undefined) {
    body = (
      <SkeletonGroup>
        <Skeleton shape="card" lines={3} />
        <Skeleton shape="card" lines={4} />
      </SkeletonGroup>
    );
  } else if (result.error || result.data === null) {
    body = (
      <LoadError
        onRetry={() => {
          void review.refresh();
        }}
      />
    );
  } else {
    body = children({ booking: result.data, review, back });
  }

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
    </div>
  );
}
