import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Icon } from '../ui/Icon';
import { PinPrompt } from './PinPrompt';
import wallStyles from '../catalogue/WallPrompt.module.css';

export interface LockedTitleProps {
  /** What is locked, for the wording (a book is read, not watched). */
  subject: 'episode' | 'clip' | 'book';
  /** The whole page is this notice: a level-1 heading and the page's title. */
  whole?: boolean;
}

/**
 * A title fetched by id above the viewer's parental limits (client code 1410): what the
 * parental wall says, with the pin prompt; once the pin is right the page loads it again.
 */
export function LockedTitle({ subject, whole = false }: LockedTitleProps) {
  const { t } = useTranslation();
  const id = useId();
  const Heading = whole ? 'h1' : 'h2';
  const title = t(subject === 'book' ? 'catalogue.wall.parental.titleBook' : 'catalogue.wall.parental.title');
  return (
    <section
      className={wallStyles.wall}
      data-prompt="parental"
      aria-labelledby={id}
      data-testid="parental-lock"
    >
      {whole && <title>{t('parental.locked.pageTitle', { title })}</title>}
      <span className={wallStyles.icon}>
        <Icon name="lock" />
      </span>
      <Heading id={id} className={wallStyles.title}>
        {title}
      </Heading>
      <p className={wallStyles.body}>{t(`catalogue.wall.parental.body.${subject}`)}</p>
      <PinPrompt />
    </section>
  );
}
