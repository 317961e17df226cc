/** The mutable per-client settings every request reads when it is built. */
export interface ClientState {
  lang: string | undefined;
  sessionToken: string | null;
  consumerKey: string | null;
}
