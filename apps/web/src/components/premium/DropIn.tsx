import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { NonceSource } from './vault-card';
import styles from './premium-forms.module.css';

export interface DropInProps {
  /** The client token from the payment-method config (Braintree configured). */
  clientToken: string;
  ref?: Ref<NonceSource | null>;
}

/** Braintree's locale names for ours. */
const DROP_IN_LOCALES: Record<string, string> = { en: 'en_US', es: 'es_ES' };

/**
 * Braintree's Drop-in, used when the server runs the Braintree gateway: the card never touches
 * our pages or server, Braintree hands back a nonce. The package (with braintree-web) is large,
 * so it is imported only here, when a member actually pays with Braintree configured.
 */
export function DropIn({ clientToken, ref }: DropInProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<Dropin | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    if (!target) return;
    import('braintree-web-drop-in')
      .then(({ default: dropin }) =>
        dropin.create({
          authorization: clientToken,
          container: target,
          locale: DROP_IN_LOCALES[i18n.language] ?? 'en_US',
          dataCollector: true,
        }),
      )
      .then((created) => {
        if (cancelled) void created.teardown();
        else {
          instance.current = created;
          setStatus('ready');
        }
      })
      .catch((error: unknown) => {
        console.error('Fanverse: the Braintree Drop-in could not start', error);
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      void instance.current?.teardown().catch(() => undefined);
      instance.current = null;
    };
  }, [clientToken, i18n.language]);

  useImperativeHandle(
    ref,
    () => ({
      async requestNonce() {
        if (!instance.current) throw new Error('Fanverse: the Drop-in is not ready');
        const payload = await instance.current.requestPaymentMethod();
        return { nonce: payload.nonce, ...(payload.deviceData ? { deviceData: payload.deviceData } : {}) };
      },
    }),
    [],
  );

  return (
    <div className={styles.dropIn} aria-busy={status === 'loading'}>
      {status === 'loading' && <p role="status">{t('premium.card.dropInLoading')}</p>}
      {status === 'error' && <p role="alert">{t('premium.card.dropInError')}</p>}
      <div ref={container} />
    </div>
  );
}
