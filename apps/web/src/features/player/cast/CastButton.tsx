import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Glyph } from '../../../components/ui/Icon';
import { useSession } from '../../../lib/session';
import { castButton, mayCast, selectHasAirplay, selectHasChromecast } from './cast-choice';
import { useCastAvailability, type AirPlayVideo } from './use-cast-availability';
import controls from '../controls/controls.module.css';
import styles from './CastButton.module.css';

const CAST_ICON =
  'M2 18v3h3a3 3 0 0 0-3-3Zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7Zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 2 10Zm19-7H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z';
const AIRPLAY_ICON =
  'M6 22h12l-6-6-6 6ZM21 3H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4v-2H3V5h18v12h-4v2h4a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z';

type RemoteState = 'disconnected' | 'connecting' | 'connected';

/** Follows the Remote Playback connection, so the button says when the video plays elsewhere. */
function useRemoteState(video: HTMLVideoElement, on: boolean): RemoteState {
  const [state, setState] = useState<RemoteState>('disconnected');
  useEffect(() => {
    const remote = 'remote' in video ? video.remote : undefined;
    if (!on || !remote) return;
    const update = () => setState(remote.state);
    update();
    remote.addEventListener('connecting', update);
    remote.addEventListener('connect', update);
    remote.addEventListener('disconnect', update);
    return () => {
      remote.removeEventListener('connecting', update);
      remote.removeEventListener('connect', update);
      remote.removeEventListener('disconnect', update);
    };
  }, [video, on]);
  return state;
}

/**
 * The control bar's cast button: only where the claims allow casting (premium) and the browser
 * reports a device; hidden otherwise. It opens the browser's own device picker (Remote Playback
 * `prompt()`, or Safari's AirPlay picker), which owns the choice and the connection.
 */
export function CastButton({ video }: { video: HTMLVideoElement }) {
  const { t } = useTranslation();
  const chromecast = useSession(selectHasChromecast);
  const airplay = useSession(selectHasAirplay);
  const claims = { chromecast, airplay };
  const available = useCastAvailability(video, mayCast(claims));
  const kind = castButton(claims, available);
  const state = useRemoteState(video, kind === 'remote');
  if (!kind) return null;

  const open = () => {
    if (kind === 'airplay') {
      (video as AirPlayVideo).webkitShowPlaybackTargetPicker?.();
      return;
    }
    // Dismissing the picker rejects (NotAllowedError): nothing to do, nothing to show.
    video.remote.prompt().catch(() => undefined);
  };
  const label = kind === 'airplay' ? t('ads.cast.airplay') : t(`ads.cast.${state}`);
  return (
    <button
      type="button"
      className={`${controls.button} ${styles.cast}`}
      aria-label={label}
      title={label}
      data-testid="player-cast"
      data-kind={kind}
      data-state={kind === 'remote' ? state : undefined}
      onClick={open}
    >
      <Glyph d={kind === 'airplay' ? AIRPLAY_ICON : CAST_ICON} />
    </button>
  );
}
