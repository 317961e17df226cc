export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { isCrawler } from './is-crawler';
