export { HotlineList } from './HotlineList';
export type { HotlineListEntry, HotlineListProps } from './HotlineList';
