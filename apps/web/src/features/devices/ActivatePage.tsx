import { isAbortError, toApiError, type CodedError } from '@fanverse/client';
import { formatShortCode, normalizeShortCode, type PendingDevice } from '@fanverse/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { RelativeTime } from '../../components/discussions/RelativeTime';
import { Button, FormAlert, TextField } from '../../components/ui/form';
import { codeText } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { useLinkDevice, useLookUpDevice } from './api/devices-actions';
import { DeviceIcon } from './components/DeviceIcon';
import { DEVICES_PATH, isCodeFieldError, shortCodeProblem } from './devices-model';
import styles from './devices.module.css';

type Step =
  { kind: 'enter' } | { kind: 'confirm'; device: PendingDevice } | { kind: 'done'; device: PendingDevice };

/** A failure shown by the code field (1400–1403) or, for anything else, by the form. */
function splitErrors(error: unknown): { field?: string; form: CodedError[] } {
  if (!error || isAbortError(error)) return { form: [] };
  const { errors } = toApiError(error);
  const field = errors.find((item) => isCodeFieldError(item.code));
  return {
    field: field ? codeText(field.code) : undefined,
    form: errors.filter((item) => !isCodeFieldError(item.code)),
  };
}

/** "Is this your device?": what asked for the code, when, and until when the code is good. */
function ConfirmStep({
  device,
  busy,
  onConfirm,
  onCancel,
}: {
  device: PendingDevice;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const expires = new Intl.DateTimeFormat(currentLocale(i18n), { timeStyle: 'short' }).format(
    Date.parse(device.expires_at),
  );
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('devices.activate.confirmTitle')}</h2>
      <div className={styles.device}>
        <DeviceIcon kind={device.device_kind} className={styles.deviceIcon} />
        <div>
          <p className={styles.deviceName}>
            {device.device_name}
            <span className="visually-hidden"> ({t(`devices.kind.${device.device_kind}`)})</span>
          </p>
          <p className={styles.muted}>
            {t('devices.activate.requested')} <RelativeTime iso={device.requested_at} />
          </p>
          <p className={styles.muted}>
            {t('devices.activate.codeExpires', { code: formatShortCode(device.short_code), time: expires })}
          </p>
        </div>
      </div>
      <p className={styles.warning}>{t('devices.activate.warning')}</p>
      <div className={styles.actions}>
        <Button ref={confirmRef} busy={busy} busyLabel={t('devices.activate.confirming')} onClick={onConfirm}>
          {t('devices.activate.confirm')}
        </Button>
        <Button variant="secondary" unavailable={busy} onClick={onCancel}>
          {t('devices.activate.cancel')}
        </Button>
      </div>
    </section>
  );
}

/**
 * /activate (signed in; accounts spec §4 "Device linking"): the member types the code their TV
 * shows, or arrives with it from the TV's QR code (`?code=`, looked up at once). Before anything
 * is linked the page says which kind of device asked for the code and when, so a member does not
 * sign a stranger's TV in to their account with a code sent to them (RFC 8628 §5.4, remote
 * phishing); Confirm links it. Case and separators do not matter (`bcd-fg` is `BCDFG`).
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromQr = params.get('code') ?? '';
  const [text, setText] = useState(() => fromQr.toUpperCase().slice(0, 16));
  const [step, setStep] = useState<Step>({ kind: 'enter' });
  const [problem, setProblem] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lookUp = useLookUpDevice();
  const link = useLinkDevice();

  const start = async (value: string) => {
    setFailure(null);
    const found = shortCodeProblem(value);
    setProblem(found);
    if (found !== null) {
      inputRef.current?.focus();
      return;
    }
    try {
      setStep({ kind: 'confirm', device: await lookUp.mutateAsync(value) });
    } catch (error) {
      setFailure(error);
      inputRef.current?.focus();
    }
  };

  // From the QR code: the code is looked up at once; linking still waits for Confirm.
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || !fromQr || shortCodeProblem(fromQr) !== null) return;
    looked.current = true;
    void start(fromQr);
    // Once, on arrival: later edits of the field are the member's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setText(normalizeShortCode(text));
    void start(text);
  };

  const forgetQrCode = () => {
    if (params.has('code')) setParams({}, { replace: true });
  };

  const onConfirm = async (device: PendingDevice) => {
    try {
      await link.mutateAsync(device.short_code);
      setStep({ kind: 'done', device });
      forgetQrCode();
    } catch (error) {
      // Expired or used meanwhile, or refused: back to the field, which says why.
      setFailure(error);
      setStep({ kind: 'enter' });
    }
  };

  const onCancel = () => {
    setStep({ kind: 'enter' });
    setText('');
    setFailure(null);
    forgetQrCode();
  };

  const again = () => {
    link.reset();
    onCancel();
  };

  const { field, form } = splitErrors(failure);
  const fieldError = problem !== null ? codeText(problem) : field;

  let content;
  if (step.kind === 'confirm') {
    content = (
      <ConfirmStep
        device={step.device}
        busy={link.isPending}
        onConfirm={() => void onConfirm(step.device)}
        onCancel={onCancel}
      />
    );
  } else if (step.kind === 'done') {
    content = (
      <section className={styles.done} role="status" aria-labelledby="activate-done">
        <h2 id="activate-done">{t('devices.activate.doneTitle')}</h2>
        <p>{t('devices.activate.doneBody', { device: step.device.device_name })}</p>
        <div className={styles.actions}>
          <Link to={DEVICES_PATH}>{t('devices.activate.devicesLink')}</Link>
          <Button variant="secondary" onClick={again}>
            {t('devices.activate.another')}
          </Button>
        </div>
      </section>
    );
  } else {
    content = (
      <form className={styles.panel} onSubmit={onSubmit} noValidate>
        <div className={styles.codeRow}>
          <TextField
            ref={inputRef}
            className={styles.codeInput}
            label={t('devices.activate.label')}
            hint={t('devices.activate.hint')}
            error={fieldError}
            name="short_code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={16}
            value={text}
            onChange={(event) => {
              setText(event.target.value.toUpperCase());
              setProblem(null);
            }}
          />
          <Button type="submit" busy={lookUp.isPending} busyLabel={t('devices.activate.lookingUp')}>
            {t('devices.activate.continue')}
          </Button>
        </div>
        <FormAlert errors={form} />
      </form>
    );
  }

  return (
    <div className={styles.page}>
      <title>{t('devices.activate.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('devices.activate.title')}</h1>
        <p className={styles.lead}>{t('devices.activate.lead')}</p>
      </header>
      {content}
    </div>
  );
}

export default ActivatePage;
