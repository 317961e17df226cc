import { INSIGHTS_MAX_RANGE_DAYS } from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, FieldError, TextField } from '../../../components/ui/form';
import { useInsightsFormat } from '../insights-format';
import { RANGE_PRESETS, rangeProblem, type InsightsRange, type RangeChoice } from '../insights-range';
import styles from '../insights.module.css';

export interface RangePickerProps {
  range: InsightsRange;
  onChange: (choice: RangeChoice) => void;
  /** Why the range in the address cannot be shown (`code:7762` from the client or server). */
  error?: string;
}

/**
 * The dashboard's range: presets (a rolling 7, 30 or 90 days) or two dates. Typed dates are
 * checked before anything is asked (real days, in order, at most 400 days); the client's and
 * the server's own 7762 is shown in the same place.
 */
export function RangePicker({ range, onChange, error }: RangePickerProps) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const errorId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ kind: 'custom', from, to });
  };

  return (
    <div className={styles.range}>
      <div className={styles.presets} role="group" aria-label={t('insights.range.presets')}>
        {RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.preset}
            aria-pressed={range.kind === 'preset' && range.days === days}
            onClick={() => {
              setProblem(null);
              onChange({ kind: 'preset', days });
            }}
          >
            {t('insights.range.lastDays', { count: days })}
          </button>
        ))}
      </div>
      <form className={styles.dates} onSubmit={submit} noValidate>
        <TextField
          type="date"
          label={t('insights.range.from')}
          value={from}
          max={to || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextField
          type="date"
          label={t('insights.range.to')}
          value={to}
          min={from || undefined}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="submit" variant="secondary" className={styles.apply}>
          {t('insights.range.apply')}
        </Button>
      </form>
      <div role="alert" className={styles.rangeError}>
        <FieldError id={errorId} text={shown} />
      </div>
      <p className={styles.rangeNow}>
        {t('insights.range.showing', { from: format.day(range.from), to: format.day(range.to) })}
        <span className={styles.muted}> {t('insights.range.utc', { max: INSIGHTS_MAX_RANGE_DAYS })}</span>
      </p>
    </div>
  );
}
