import { Skeleton, SkeletonGroup, type SlotPickerProps } from '@careportal/ui';
import { Suspense, lazy } from 'react';

const load = () => import('./slotPickerModule');

const SlotPicker = lazy(() => load().then((module) => ({ default: module.SlotPicker })));

/**
 * Starts loading the picker before it is shown (when the step that shows it opens), so that choosing the clinic or
 * opening the page finds it ready.
 */
export function preloadSlotPicker(): void {
  void load();
}

/**
 * The UI package's SlotPicker, loaded with the first page that shows it. Its calendar (react-aria's calendar hooks
 * and @internationalized/date) is about 18 kB, and no page needs it for its first view: the public Denticare booking
 * shows it only once a clinic is chosen. While it loads, a placeholder of the calendar's shape stands in.
 */
export function LazySlotPicker(props: SlotPickerProps) {
  return (
    <Suspense
      fallback={
        <SkeletonGroup>
          <Skeleton shape="block" aspectRatio={1.2} />
        </SkeletonGroup>
      }
    >
      <SlotPicker {...props} />
    </Suspense>
  );
}
