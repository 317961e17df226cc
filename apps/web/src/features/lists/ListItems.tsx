import type { ListItem } from '@fanverse/contract';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ItemTile } from '../../components/catalogue';
import { Button } from '../../components/ui/form';
import { moveItem } from './reorder';
import styles from './lists.module.css';

export interface ListItemsProps {
  items: readonly ListItem[];
  /** Given when the viewer may reorder (their own list, in its own order). */
  onReorder?: (ordered: ListItem[]) => void;
  /** Given when the viewer may remove items (their own list). */
  onRemove?: (item: ListItem) => void;
  label: string;
}

/**
 * A list's items with their art (the catalogue's tile). The owner reorders them by dragging, or
 * from the keyboard: Alt+ArrowUp / Alt+ArrowDown on an item, or its move buttons; focus stays on
 * the moved item and its new place is announced.
 */
export function ListItems({ items, onReorder, onRemove, label }: ListItemsProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const urn = focusAfterMove.current;
    if (!urn) return;
    focusAfterMove.current = null;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-urn]') ?? [];
    [...rows].find((row) => row.dataset.urn === urn)?.focus();
  }, [items]);

  const move = (from: number, to: number) => {
    if (!onReorder || to < 0 || to >= items.length || from === to) return;
    const item = items[from];
    if (!item) return;
    focusAfterMove.current = item.urn;
    setAnnouncement(t('lists.items.moved', { title: titleOf(item), position: to + 1, count: items.length }));
    onReorder(moveItem(items, from, to));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  const drag = {
    start: (index: number) => (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    over: (index: number) => (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      setOver(index);
    },
    drop: (index: number) => (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null) move(dragging, index);
      setDragging(null);
      setOver(null);
    },
    end: () => {
      setDragging(null);
      setOver(null);
    },
  };

  return (
    <>
      {onReorder && <p className={styles.lead}>{t('lists.items.reorderHint')}</p>}
      <ol ref={listRef} className={styles.items} aria-label={label}>
        {items.map((item, index) => {
          const title = titleOf(item);
          return (
            <li
              key={item.urn}
              data-urn={item.urn}
              tabIndex={onReorder ? 0 : undefined}
              aria-label={
                onReorder
                  ? t('lists.items.position', { title, position: index + 1, count: items.length })
                  : undefined
              }
              className={styles.item}
              data-dragging={dragging === index || undefined}
              data-drop={over === index && dragging !== index ? true : undefined}
              draggable={onReorder ? true : undefined}
              onDragStart={onReorder ? drag.start(index) : undefined}
              onDragOver={onReorder ? drag.over(index) : undefined}
              onDrop={onReorder ? drag.drop(index) : undefined}
              onDragEnd={onReorder ? drag.end : undefined}
              onKeyDown={onReorder ? (event) => onKeyDown(event, index) : undefined}
            >
              <ItemTile item={item.content} shape="landscape" showType />
              <span />
              <div className={styles.itemActions}>
                {onReorder && (
                  <>
                    <Button
                      variant="secondary"
                      className={styles.small}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      {t('lists.items.moveUp')}
                      <span className="visually-hidden">{`: ${title}`}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      className={styles.small}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      {t('lists.items.moveDown')}
                      <span className="visually-hidden">{`: ${title}`}</span>
                    </Button>
                  </>
                )}
                {onRemove && (
                  <Button variant="danger" className={styles.small} onClick={() => onRemove(item)}>
                    {t('lists.items.remove')}
                    <span className="visually-hidden">{`: ${title}`}</span>
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

function titleOf(item: ListItem): string {
  return 'title' in item.content && typeof item.content.title === 'string' ? item.content.title : item.urn;
}
