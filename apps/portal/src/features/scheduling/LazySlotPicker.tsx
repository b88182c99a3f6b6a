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
 * The UI package's SlotPicker, loaded with the first page that shows it: its calendar (react-aria's calendar
 * hooks and @internationalized/date) is about 18 kB that the pages before a time is chosen, the public Denticare
 * booking's first view among them, need not wait for. While it loads, the calendar's shape in placeholders.
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
