import { redirect, type LoaderFunctionArgs } from 'react-router';
import { startApp } from '../features/app-config';

export const COMING_SOON_PATH = '/coming-soon/';
const COMING_SOON = /^\/coming-soon\/?$/;

/**
 * Runs start-up before the first page renders (the loading screen shows meanwhile) and applies
 * the country gate (spec accounts §4) on every navigation.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const { countrySupported } = await startApp();
  if (!countrySupported && !COMING_SOON.test(new URL(request.url).pathname)) {
    throw redirect(COMING_SOON_PATH);
  }
  return null;
}
