export { EventPage } from './EventPage';
export { EventsPage } from './EventsPage';
export { MemberCardPage } from './MemberCardPage';
