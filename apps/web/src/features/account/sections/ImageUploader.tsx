import { codedError, toApiError, type CodedError } from '@fanverse/client';
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Avatar } from '../../../components/ui/Avatar';
import { Button, FormAlert, FormStatus, buttonClass } from '../../../components/ui/form';
import { useUserImage } from '../api/user-image';
import { IMAGE_TYPES, imageProblem, maxSizeLabel, type ImageKind } from '../image-rules';
import styles from '../account.module.css';

interface Picked {
  file: File;
  /** An object URL for the preview; revoked as soon as the file is replaced, dropped or sent. */
  url: string;
}

/** The picked file and its preview URL, with the URL's memory given back when it goes. */
function usePickedFile() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const latest = useRef<Picked | null>(null);
  const pick = useCallback((file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    latest.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setPicked(latest.current);
  }, []);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
      latest.current = null;
    },
    [],
  );
  return [picked, pick] as const;
}

export interface ImageUploaderProps {
  kind: ImageKind;
  /** The stored image's URL, or null. */
  current: string | null;
  /** For the initials shown when there is no avatar. */
  username: string;
}

/**
 * Choose → preview → upload, or remove. The file is checked (type, size) before it is even
 * previewed; nothing is sent until the member confirms the preview. Fetch cannot report upload
 * progress, so the bar is indeterminate while the request runs.
 */
export function ImageUploader({ kind, current, username }: ImageUploaderProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { upload, remove } = useUserImage(kind);
  const [picked, pick] = usePickedFile();
  const file = picked?.file ?? null;
  const preview = picked?.url ?? null;
  const [errors, setErrors] = useState<CodedError[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;
  const lang = i18n.resolvedLanguage;
  // The preview's buttons go away after an upload or a cancel: keyboard focus returns to "Choose".
  const focusChooser = () => requestAnimationFrame(() => inputRef.current?.focus());

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires a change
    setStatus(null);
    setErrors([]);
    if (!chosen) return;
    const problem = imageProblem(chosen, kind);
    if (problem !== null) {
      pick(null);
      setErrors([codedError(problem, lang)]);
      return;
    }
    pick(chosen);
  };

  const send = () => {
    if (!file) return;
    setErrors([]);
    upload.mutate(file, {
      onSuccess: () => {
        pick(null);
        setStatus(t(`account.images.${kind}.uploaded`));
        focusChooser();
      },
      onError: (error) => setErrors(toApiError(error).errors),
    });
  };

  const erase = () => {
    setErrors([]);
    setStatus(null);
    remove.mutate(undefined, {
      onSuccess: () => setStatus(t(`account.images.${kind}.removed`)),
      onError: (error) => setErrors(toApiError(error).errors),
    });
  };

  // A stored image that fails to load (deleted, blocked) shows the empty frame instead.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const stored = current && current !== brokenUrl ? current : null;
  const shown = preview ?? stored;
  return (
    <div className={styles.uploader}>
      <div className={styles.uploaderHead}>
        <h3>{t(`account.images.${kind}.heading`)}</h3>
        <p id={hintId} className={styles.hint}>
          {t(`account.images.${kind}.hint`, { size: maxSizeLabel(kind) })}
        </p>
      </div>
      <div className={styles.uploaderBody}>
        <div className={styles.frame} data-kind={kind} data-preview={preview !== null}>
          {kind === 'avatar' && !shown && <Avatar name={username} size="7.5rem" />}
          {kind === 'banner' && !shown && <span>{t('account.images.banner.none')}</span>}
          {shown && (
            <img
              src={shown}
              alt={preview ? t(`account.images.${kind}.previewAlt`) : t(`account.images.${kind}.currentAlt`)}
              onError={() => {
                if (!preview) setBrokenUrl(shown);
              }}
            />
          )}
          {preview && <span className={styles.previewTag}>{t('account.images.preview')}</span>}
        </div>
        <div className={styles.controls}>
          <FormAlert errors={errors} />
          {upload.isPending && (
            <progress className={styles.progress} aria-label={t('account.images.uploading')} />
          )}
          <div className={styles.footer}>
            {file ? (
              <>
                <Button busy={upload.isPending} busyLabel={t('account.images.uploading')} onClick={send}>
                  {t(`account.images.${kind}.upload`)}
                </Button>
                <Button
                  variant="secondary"
                  unavailable={busy}
                  onClick={() => {
                    pick(null);
                    focusChooser();
                  }}
                >
                  {t('account.images.cancel')}
                </Button>
              </>
            ) : (
              <>
                <input
                  ref={inputRef}
                  id={inputId}
                  type="file"
                  accept={IMAGE_TYPES.join(',')}
                  className={styles.fileInput}
                  aria-describedby={hintId}
                  disabled={busy}
                  onChange={choose}
                />
                <label htmlFor={inputId} className={buttonClass('secondary')}>
                  {current ? t(`account.images.${kind}.replace`) : t(`account.images.${kind}.choose`)}
                </label>
                {current && (
                  <Button
                    variant="danger"
                    busy={remove.isPending}
                    busyLabel={t('account.images.removing')}
                    unavailable={busy}
                    onClick={erase}
                  >
                    {t(`account.images.${kind}.remove`)}
                  </Button>
                )}
              </>
            )}
          </div>
          <FormStatus message={status} />
        </div>
      </div>
    </div>
  );
}
