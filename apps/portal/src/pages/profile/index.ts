export { ProfilePage, type ProfilePageProps } from './ProfilePage';
