import type { SignedInDevice } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RelativeTime } from '../../../components/discussions/RelativeTime';
import { Button } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { DeviceIcon } from './DeviceIcon';
import styles from '../devices.module.css';

/** One signed-in device: what it is, when it was last used and signed in, and signing it out. */
export function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: SignedInDevice;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t, i18n } = useTranslation();
  const signedInOn = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'medium' }).format(
    Date.parse(device.created_at),
  );
  return (
    <li className={styles.row} data-current={device.current}>
      <DeviceIcon kind={device.device_kind} className={styles.deviceIcon} />
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          {device.device_name}
          {device.current && <span className={styles.badge}>{t('devices.list.current')}</span>}
        </h2>
        <ul className={styles.facts}>
          <li>{t(`devices.kind.${device.device_kind}`)}</li>
          <li>
            {t('devices.list.lastUsed')} <RelativeTime iso={device.last_used_at} />
          </li>
          <li>{t('devices.list.signedInOn', { date: signedInOn })}</li>
        </ul>
      </div>
      <Button
        variant="secondary"
        className={styles.rowAction}
        busy={busy}
        busyLabel={t('devices.list.signingOut')}
        onClick={onSignOut}
        aria-label={t('devices.list.signOutLabel', { device: device.device_name })}
      >
        {t('devices.list.signOut')}
      </Button>
    </li>
  );
}
