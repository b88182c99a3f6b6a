export { BookPreclassSessionsPage as Page } from './BookPreclassSessionsPage';
