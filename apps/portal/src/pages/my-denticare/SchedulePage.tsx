import { myDenticarePageMessages } from '@careportal/domain';
import { ActingForProvider } from '../../features/people/ActingForProvider';
import { PersonChoice } from '../../features/denticare/PersonChoice';
import { PersonDenticare } from '../../features/denticare/PersonDenticare';
import { PageWithIntro } from '../../shell/PageWithIntro';

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
      <PageWithIntro title={title} intro={text.intro}>
        <PersonChoice />
        <PersonDenticare />
      </PageWithIntro>
    </ActingForProvider>
  );
}
