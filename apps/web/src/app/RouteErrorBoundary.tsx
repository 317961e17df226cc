import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../features/shell';
import { reportClientError } from '../lib/analytics';
import { ErrorLayout } from './layouts/ErrorLayout';

/** Layout `error`: whatever a route throws ends here, as 404 or Internal Server Error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (isRouteErrorResponse(error)) return;
    console.error('Fanverse: unexpected route error', error);
    // Shown to the visitor, so no window `error` follows: the error reports hear of it here.
    reportClientError(error);
  }, [error]);
  return (
    <ErrorLayout>
      <ErrorPage status={status} />
    </ErrorLayout>
  );
}
