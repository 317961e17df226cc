import styles from './Logo.module.css';

/** The Fanverse mark and wordmark. Decorative parts are hidden from assistive tech. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`${styles.logo} ${size === 'lg' ? styles.large : ''}`}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="fv-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b7bff" />
            <stop offset="1" stopColor="#ff5fa2" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill="url(#fv-mark)" />
        <path d="M11 8h11v3.6h-7v3.2h6v3.5h-6V24h-4z" fill="#0b0b14" />
        <circle cx="23.5" cy="21.5" r="2.2" fill="#ffd166" />
      </svg>
      <span className={styles.word}>Fanverse</span>
    </span>
  );
}
