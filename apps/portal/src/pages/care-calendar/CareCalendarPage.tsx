import { careCalendarPageMessages, formatCareWeek } from '@careportal/domain';
import { Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { Query } from '../../data/Query';
import { useCareCalendar } from '../../features/services/useCareCalendar';
import { CareWeekCalendar, CareWeekNavigation, useCareWeek } from '../../features/services/CareWeek';
import type { PageProps } from '../../shell/pageProps';
import { PageWithIntro } from '../../shell/PageWithIntro';
import { textStyles } from '../../shell/textStyles';

const text = careCalendarPageMessages;

/**
 * The care calendar (issue 19), /care-calendar: the week of everyone the customer cares for, from one call
 * (GET care-calendar), with the week chosen by `?week=` so that a reload or Back keeps it. A clash's reschedule
 * acts for the booking's person (as My Profile's switch does) and opens that booking's reschedule page, which
 * comes back here.
 */
export function CareCalendarPage({ title }: PageProps) {
  const week = useCareWeek();
  const calendar = useCareCalendar(week);
  const weekHeading = formatCareWeek(week.days);

  return (
    <PageWithIntro title={title} intro={text.intro}>
      <Stack as="section" space="md" aria-label={weekHeading}>
        <h2 className={textStyles.sectionTitle} aria-live="polite">
          {weekHeading}
        </h2>
        <CareWeekNavigation week={week} />
        <Query
          query={calendar}
          loading={
            <SkeletonGroup>
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="card" lines={4} />
            </SkeletonGroup>
          }
        >
          {(answer) => <CareWeekCalendar week={week} answer={answer} />}
        </Query>
      </Stack>
    </PageWithIntro>
  );
}
