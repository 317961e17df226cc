import { toApiError } from '@fanverse/client';
import type { SignedInDevice } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormAlert, FormStatus } from '../../components/ui/form';
import { useSignOut } from '../../lib/session';
import { useSignOutDevice } from './api/devices-actions';
import { useSignedInDevices } from './api/devices-queries';
import { DeviceRow } from './components/DeviceRow';
import { ACTIVATE_PATH, sortDevices } from './devices-model';
import styles from './devices.module.css';

/**
 * /account/devices: the browsers and TVs signed in to the member's account (each is a session),
 * the one in use first and marked. Any other one is signed out at once (a TV signed out here
 * shows a new code within seconds); signing out the device in use asks first.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const devices = useSignedInDevices();
  const signOutDevice = useSignOutDevice();
  const { signOut: signOutHere, pending: leaving } = useSignOut();
  const [status, setStatus] = useState<string | null>(null);
  const [confirmingHere, setConfirmingHere] = useState(false);
  const list = sortDevices(devices.data ?? []);

  const signOut = async (device: SignedInDevice) => {
    if (device.current) {
      setConfirmingHere(true);
      return;
    }
    setStatus(null);
    try {
      await signOutDevice.mutateAsync(device.id);
      setStatus(t('devices.list.signedOut', { device: device.device_name }));
    } catch {
      // Shown below the list from the mutation's error.
    }
  };

  return (
    <div className={styles.page}>
      <title>{t('devices.list.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('devices.list.title')}</h1>
        <p className={styles.lead}>{t('devices.list.lead')}</p>
      </header>
      <p className={styles.muted}>
        <Link to={ACTIVATE_PATH}>{t('devices.list.linkTv')}</Link>
      </p>
      <FormStatus message={status} />
      <FormAlert errors={signOutDevice.error ? toApiError(signOutDevice.error).errors : []} />
      {devices.isPending && (
        <p role="status" className={styles.state}>
          {t('devices.list.loading')}
        </p>
      )}
      {devices.isError && <LoadError error={devices.error} onRetry={() => void devices.refetch()} />}
      {devices.isSuccess && list.length === 0 && <p className={styles.state}>{t('devices.list.empty')}</p>}
      {list.length > 0 && (
        <ul className={styles.rows} aria-label={t('devices.list.listLabel')}>
          {list.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              busy={signOutDevice.isPending && signOutDevice.variables === device.id}
              onSignOut={() => void signOut(device)}
            />
          ))}
        </ul>
      )}
      {confirmingHere && (
        // "Sign out of this device?": the member's own session ends, and the page with it.
        <ConfirmDialog
          title={t('devices.list.confirmTitle')}
          keepLabel={t('devices.list.keep')}
          confirmLabel={t('devices.list.signOut')}
          busyLabel={t('devices.list.signingOut')}
          busy={leaving}
          onKeep={() => setConfirmingHere(false)}
          onConfirm={() => void signOutHere()}
        >
          <p>{t('devices.list.confirmBody')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

export default DevicesPage;
