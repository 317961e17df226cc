export { CheckinDeskPage } from './CheckinDeskPage';
