import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlayerIcon, type PlayerIconName } from './PlayerIcon';
import styles from './controls.module.css';

export interface MenuChoice {
  value: string;
  label: string;
}

export interface MenuButtonProps {
  /** The button's and the menu's accessible name ("Subtitles", "Quality"). */
  label: string;
  icon: PlayerIconName;
  choices: readonly MenuChoice[];
  value: string;
  onSelect(value: string): void;
  onOpenChange?(open: boolean): void;
  /** A short note on the button, e.g. the language shown. */
  badge?: string;
  testId?: string;
}

/**
 * A menu button with single-choice items (WAI-ARIA menu button pattern): Enter, Space or
 * ArrowDown opens it on the chosen item, arrows and Home/End move, Escape closes and gives focus
 * back to the button, choosing closes it. A click elsewhere closes it too.
 */
export function MenuButton({
  label,
  icon,
  choices,
  value,
  onSelect,
  onOpenChange,
  badge,
  testId,
}: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const openChange = useRef(onOpenChange);
  useEffect(() => {
    openChange.current = onOpenChange;
  });

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];

  useEffect(() => {
    openChange.current?.(open);
    if (!open) return;
    const list = items();
    (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return; // let focus move on
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <PlayerIcon name={icon} />
        {badge && (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={label}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              role="menuitemradio"
              aria-checked={choice.value === value}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => {
                onSelect(choice.value);
                close(true);
              }}
            >
              <span className={styles.menuCheck}>
                {choice.value === value && <PlayerIcon name="check" />}
              </span>
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
