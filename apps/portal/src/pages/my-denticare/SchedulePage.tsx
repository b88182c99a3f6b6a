import { myDenticarePageMessages } from '@careportal/domain';
import { layout } from '../../features/services/layout';
import { ActingForProvider } from '../../features/people/ActingForProvider';
import { PersonChoice } from '../../features/denticare/PersonChoice';
import { PersonDenticare } from '../../features/denticare/PersonDenticare';

const text = myDenticarePageMessages;

/** Props of {@link SchedulePage}. */
export interface SchedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * My dental appointments (route MyDenticareSchedule, /my-denticare/schedule): for the customer or, with the
 * loved-one feature on, a loved one (`view-as`); registers the Denticare client when needed; books a slot; and
 * lists the appointments by Upcoming, Completed and Cancelled, with Reschedule and Cancel.
 */
export function SchedulePage({ title }: SchedulePageProps) {
  return (
    <ActingForProvider>
      <div className={layout.page}>
        <div className={layout.stack}>
          <h1>{title}</h1>
          <p>{text.intro}</p>
        </div>
        <PersonChoice />
        <PersonDenticare />
      </div>
    </ActingForProvider>
  );
}
