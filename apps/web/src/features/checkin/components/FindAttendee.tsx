import { toApiError } from '@fanverse/client';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { codedErrorMessage } from '../../../lib/forms';
import { currentLocale } from '../../../lib/i18n';
import { useScanCard } from '../api/checkin-actions';
import { CheckinCodes, hasCode, isMemberCardText } from '../checkin-model';
import { AttendeeSearch } from './AttendeeSearch';
import { CardScanner } from './CardScanner';
import styles from '../checkin.module.css';

export interface Attendee {
  guid: string;
  username: string;
}

/**
 * Finding the attendee: their member card in the camera, or their name typed. A scanned text
 * that is not a member card is refused here, unsent; a card the server refuses (forged, expired,
 * rotated away: 7757) asks the member to open it again, and the scanner keeps looking.
 */
export function FindAttendee({
  eventUuid,
  onFound,
}: {
  eventUuid: string;
  onFound: (attendee: Attendee) => void;
}) {
  const { t, i18n } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const scan = useScanCard();

  const read = async (text: string) => {
    if (scan.isPending) return;
    if (!isMemberCardText(text)) {
      setProblem(t('checkin.desk.notACard'));
      return;
    }
    setProblem(null);
    try {
      const card = await scan.mutateAsync(text);
      setScanning(false);
      onFound({ guid: card.guid, username: card.username });
    } catch (error) {
      if (hasCode(error, CheckinCodes.CARD_INVALID)) setProblem(t('checkin.desk.cardInvalid'));
      else {
        const lang = currentLocale(i18n);
        setProblem(
          toApiError(error)
            .errors.map((item) => codedErrorMessage(item, lang))
            .join(' '),
        );
      }
    }
  };

  return (
    <div className={styles.find}>
      {scanning && <CardScanner onRead={(text) => void read(text)} onClose={() => setScanning(false)} />}
      {scan.isPending && (
        <p role="status" className={styles.state}>
          {t('checkin.desk.lookingUp')}
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.notice} data-tone="error">
          {problem}
        </p>
      )}
      {!scanning && <AttendeeSearch eventUuid={eventUuid} onSelect={onFound} />}
      {!scanning && (
        <Button
          block
          className={styles.bigAction}
          onClick={() => {
            setProblem(null);
            setScanning(true);
          }}
        >
          {t('checkin.desk.scan')}
        </Button>
      )}
    </div>
  );
}
