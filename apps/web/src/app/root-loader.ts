import { redirect, type LoaderFunctionArgs } from 'react-router';
import { startApp } from '../features/app-config';
import { getAppSession } from './session';

export const COMING_SOON_PATH = '/coming-soon/';
const COMING_SOON = /^\/coming-soon\/?$/;

/**
 * Runs start-up before the first page renders (the loading screen shows meanwhile): the consumer
 * config, then the session restore (its requests need the consumer key). Applies the country
 * gate (spec accounts §4) on every navigation; both start-up steps run once per page load.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const { countrySupported } = await startApp();
  if (!countrySupported && !COMING_SOON.test(new URL(request.url).pathname)) {
    throw redirect(COMING_SOON_PATH);
  }
  await getAppSession().restore();
  return null;
}
