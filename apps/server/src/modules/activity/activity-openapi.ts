/** The OpenAPI parts every activity route shares (its tag, and who may call, as the docs say it). */
export const ACTIVITY_TAGS = ['activity'];

type Security = Record<string, string[]>[];

/** `config: { auth: 'session' }`: a session token is required. */
export const SESSION_SECURITY: Security = [{ sessionToken: [] }];

/** `config: { auth: 'optional' }`: a session token, or none. */
export const OPTIONAL_SECURITY: Security = [{ sessionToken: [] }, {}];
