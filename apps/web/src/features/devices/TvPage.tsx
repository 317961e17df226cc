import { formatShortCode, type DeviceCodeReply } from '@fanverse/contract';
import { toApiError } from '@fanverse/client';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { Button, buttonClass } from '../../components/ui/form';
import { codedErrorMessage } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useProfile, useSignOut, useSignedIn } from '../../lib/session';
import { useSessionCheck, useTvLink } from './api/use-tv-link';
import { QrCode } from '../../components/ui/QrCode';
import { countdownText, typedAddress } from './devices-model';
import { useArrowFocus } from './use-arrow-focus';
import styles from './tv.module.css';

/** The time now, once a second: what a count-down reads. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ expiresAt }: { expiresAt: number }) {
  const { t } = useTranslation();
  const remaining = expiresAt - useNow();
  // Not live: a reader announcing every second would drown the page.
  return (
    <p className={styles.countdown}>
      {remaining > 0
        ? t('devices.tv.expiresIn', { time: countdownText(remaining) })
        : t('devices.tv.renewing')}
    </p>
  );
}

/** The code to enter, where to enter it, and the QR code that opens that page with it filled in. */
function CodePanel({
  code,
  expiresAt,
  status,
}: {
  code: DeviceCodeReply;
  expiresAt: number;
  status: string | null;
}) {
  const { t } = useTranslation();
  const address = typedAddress(code.verification_uri);
  const shown = formatShortCode(code.short_code);
  return (
    <div className={styles.link}>
      <div className={styles.steps}>
        <p className={styles.step}>
          {t('devices.tv.step1')} <strong className={styles.address}>{address}</strong>
        </p>
        <p className={styles.step}>{t('devices.tv.step2')}</p>
        <p className={styles.code} data-testid="tv-code">
          {shown}
        </p>
        <Countdown expiresAt={expiresAt} />
        <p className={styles.status} role="status">
          {status ?? ''}
        </p>
      </div>
      <figure className={styles.qr}>
        <QrCode
          className={styles.qrImage}
          value={code.verification_uri_complete}
          label={t('devices.tv.qrLabel', { address })}
        />
        <figcaption>{t('devices.tv.orScan')}</figcaption>
      </figure>
    </div>
  );
}

/** Signed in: whose TV this is now, the way on, and signing it out. */
function SignedInPanel() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { signOut, pending } = useSignOut();
  const continueRef = useRef<HTMLAnchorElement>(null);
  const name = profile?.first_name.trim() || profile?.username || '';
  // A remote has no pointer: the way on has focus from the start.
  useEffect(() => continueRef.current?.focus(), []);
  return (
    <section className={styles.signedIn} aria-labelledby="tv-signed-in">
      <h1 id="tv-signed-in" className={styles.title}>
        {name ? t('devices.tv.signedIn', { name }) : t('devices.tv.signedInNoName')}
      </h1>
      <p className={styles.lead}>{t('devices.tv.signedInLead')}</p>
      <div className={styles.actions}>
        <Link ref={continueRef} to={PATHS.home} className={buttonClass('primary', false, styles.tvButton)}>
          {t('devices.tv.continue')}
        </Link>
        <Button
          variant="secondary"
          className={styles.tvButton}
          busy={pending}
          busyLabel={t('devices.tv.signingOut')}
          onClick={() => void signOut()}
        >
          {t('devices.tv.signOut')}
        </Button>
      </div>
    </section>
  );
}

/**
 * /tv: the page a TV (or any big screen) opens to sign in without a keyboard (accounts spec §4
 * "Device linking"; RFC 8628). Nobody signed in: a short code, large enough to read across a room,
 * the address to enter it at and a QR code of that address with the code in it; the page polls
 * and signs in once a member has linked the code elsewhere. Signed in: the member's name, a way
 * on and Sign out; signed out from another device, it comes back to a new code by itself. No site
 * chrome; the arrow keys of a remote move between the buttons.
 */
export function TvPage() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
  const { state, renew } = useTvLink(!signedIn);
  useSessionCheck(signedIn);
  const rootRef = useRef<HTMLDivElement>(null);
  useArrowFocus(rootRef);

  let body;
  if (signedIn) {
    body = <SignedInPanel />;
  } else {
    let content;
    if (state.phase === 'code' || state.phase === 'signing-in') {
      const status =
        state.phase === 'signing-in'
          ? t('devices.tv.signingIn')
          : state.trouble
            ? t('devices.tv.trouble')
            : null;
      content = <CodePanel code={state.code} expiresAt={state.expiresAt} status={status} />;
    } else if (state.phase === 'failed') {
      const lang = currentLocale(i18n);
      const messages = [...new Set(toApiError(state.error).errors.map((e) => codedErrorMessage(e, lang)))];
      content = (
        <div className={styles.failed} role="alert">
          <p>{t('devices.tv.failed')}</p>
          {messages.map((message) => (
            <p key={message} className={styles.muted}>
              {message}
            </p>
          ))}
        </div>
      );
    } else {
      content = (
        <p className={styles.status} role="status">
          {t('devices.tv.loading')}
        </p>
      );
    }
    body = (
      <section className={styles.linking} aria-labelledby="tv-title">
        <h1 id="tv-title" className={styles.title}>
          {t('devices.tv.title')}
        </h1>
        {content}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.tvButton}
            busy={state.phase === 'loading'}
            busyLabel={t('devices.tv.loading')}
            onClick={renew}
          >
            {t('devices.tv.renew')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className={styles.tv} ref={rootRef}>
      <title>{t('devices.tv.pageTitle')}</title>
      <header className={styles.brand}>
        <Logo size="lg" />
        <p className={styles.hint}>{t('devices.tv.remoteHint')}</p>
      </header>
      {body}
    </div>
  );
}

export default TvPage;
