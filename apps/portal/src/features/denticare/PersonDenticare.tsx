import {
  formatMessage,
  messages,
  myDenticarePageMessages,
  type DenticareClientStatus,
  type DenticareHistory,
} from '@careportal/domain';
import { InlineAlert, Skeleton, SkeletonGroup } from '@careportal/ui';
import { Query } from '../../data/Query';
import { config } from '../../config';
import { useActingFor } from '../people/ActingForProvider';
import { useViewedApi } from '../people/useViewedApi';
import { Appointments } from './Appointments';
import { BookForm } from './BookForm';
import { DENTICARE_URLS } from './client';
import { YOURSELF } from './PersonChoice';
import { Register } from './Register';

const text = myDenticarePageMessages;

/** Whether the status says the person has a Denticare client. */
function isRegistered(status: DenticareClientStatus): boolean {
  return typeof status.denticareClientId === 'string' && status.denticareClientId !== '';
}

/**
 * The Denticare part of the page for the person the customer acts for: their status first (GET status), then
 * setting up their record, or the phone number to call when they cannot book online, or the booking form; and
 * their appointments.
 */
function PersonStatus() {
  const status = useViewedApi<DenticareClientStatus>(DENTICARE_URLS.client.status);
  const history = useViewedApi<DenticareHistory>(
    status.data?.data !== undefined && status.data.data !== null && isRegistered(status.data.data)
      ? DENTICARE_URLS.client.history
      : null,
  );

  return (
    <Query
      query={status}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="card" lines={4} />
        </SkeletonGroup>
      }
    >
      {(current) => {
        if (!isRegistered(current)) return <Register onRegistered={() => status.mutate()} />;
        return (
          <>
            {current.blackListed === true ? (
              <InlineAlert tone="warning" title={text.blacklistedTitle}>
                <p>{formatMessage(messages.denticare.blacklisted, { phone: config.supportPhone })}</p>
              </InlineAlert>
            ) : (
              <BookForm onBooked={() => history.mutate()} onRefused={() => status.mutate()} />
            )}
            <Appointments history={history} />
          </>
        );
      }}
    </Query>
  );
}

/**
 * The schedule page's Denticare part for the person the customer acts for (their status, then registering, the
 * booking form or the phone number, and their appointments), started afresh whenever another person is chosen.
 */
export function PersonDenticare() {
  const { lovedOneId } = useActingFor();
  return <PersonStatus key={lovedOneId ?? YOURSELF} />;
}
