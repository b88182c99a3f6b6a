export { BookPreclassIntakePage as Page } from './BookPreclassIntakePage';
