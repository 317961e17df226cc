import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
export interface AppFilesDeps {
  webDistDir: string;
}
/**
 * Files the web app polls. The build id is read from the deployed build on every request (a few
 * bytes, never cached) so that an open tab learns about a new deploy.
 */
export declare const appFilesRoutes: FastifyPluginAsyncZod<AppFilesDeps>;
