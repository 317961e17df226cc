export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { isCrawler } from './is-crawler';
export { HOME_SECTIONS, type HomeSection } from './home-sections';
