// The not-found page has the error page's look.
export { actions, body, icon, page, title } from '../ErrorPage/ErrorPage.css';
