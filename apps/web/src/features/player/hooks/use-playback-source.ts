import type { RightsToken } from '@fanverse/client';
import type { RightsContentType } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { WallPromptKind } from '../../../components/catalogue';
import { manifestQueryKey, useManifest } from '../api/get-manifest';
import { rightsQueryKey, useRights } from '../api/get-rights';
import { classifyManifestFailure, isPreparing, promptForDenial } from '../logic/playback-outcome';

export type PlaybackSource =
  | { status: 'loading' }
  /** S08: asked again by itself (logic/preparing-retry.ts) until `stalled`, when it gave up. */
  | { status: 'preparing'; stalled: boolean }
  | { status: 'denied'; prompt: WallPromptKind }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; url: string; jwt: string };

export interface PlaybackSourceState {
  source: PlaybackSource;
  /**
   * Asks for a new rights token (and so a new stream address). Resolves once the token is
   * there; the new address follows through `source`.
   */
  renew(): Promise<void>;
}

/**
 * Rights, then the manifest (catalogue spec §3): who may watch is decided by the server's
 * signed token; the manifest then hands out a signed, expiring stream address. The manifest is
 * asked for as soon as the token is there, in parallel with everything else on the page.
 */
export function usePlaybackSource(type: RightsContentType, uuid: string, subs: string): PlaybackSourceState {
  const queryClient = useQueryClient();
  const rights = useRights(type, uuid);
  const token = rights.data;
  const canWatch = token?.rights.can_watch === true;
  const manifest = useManifest(canWatch ? token.jwt : null, subs);

  const renew = useCallback(async () => {
    const key = rightsQueryKey(type, uuid);
    const before = queryClient.getQueryData<RightsToken>(key)?.jwt;
    await queryClient.refetchQueries({ queryKey: key, exact: true }, { throwOnError: true });
    const after = queryClient.getQueryData<RightsToken>(key)?.jwt;
    // A token signed within the same second is the same text: the manifest is then keyed the
    // same and must be asked for again explicitly (a new token asks by itself).
    if (after && after === before) {
      await queryClient.refetchQueries(
        { queryKey: manifestQueryKey(after, subs), exact: true },
        { throwOnError: true },
      );
    }
  }, [queryClient, subs, type, uuid]);

  let source: PlaybackSource;
  if (rights.isError) source = { status: 'error', error: rights.error };
  else if (!token) source = { status: 'loading' };
  else if (!canWatch) source = { status: 'denied', prompt: promptForDenial(token.denial) };
  else if (manifest.data) source = { status: 'ready', url: manifest.data.stream_url, jwt: token.jwt };
  else if (manifest.isError) {
    const failure = classifyManifestFailure(manifest.error);
    source =
      failure.kind === 'wall'
        ? { status: 'denied', prompt: failure.prompt }
        : failure.kind === 'preparing'
          ? { status: 'preparing', stalled: true }
          : { status: 'error', error: manifest.error };
  } else if (isPreparing(manifest.failureReason)) source = { status: 'preparing', stalled: false };
  else source = { status: 'loading' };

  return { source, renew };
}
