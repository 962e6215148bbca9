import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Accordion.module.css';

export type AccordionId = string | number;

export interface AccordionItem<Id extends AccordionId = AccordionId> {
  id: Id;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps<Id extends AccordionId = AccordionId> {
  items: AccordionItem<Id>[];
  /** the one open item (controlled), or null */
  openId: Id | null;
  /** the item to open, or null when the open one is clicked again */
  onToggle: (id: Id | null) => void;
  /** scroll an item that opens to the centre of the viewport */
  scrollOnOpen?: boolean;
  className?: string;
}

/** One-open-at-a-time accordion; headers are buttons with aria-expanded. */
export function Accordion<Id extends AccordionId>({
  items,
  openId,
  onToggle,
  scrollOnOpen = false,
  className,
}: AccordionProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<AccordionId, HTMLDivElement>());
  const previous = useRef<Id | null>(openId);

  useEffect(() => {
    const opened = openId !== null && openId !== previous.current;
    previous.current = openId;
    if (!opened || !scrollOnOpen) return;
    const el = refs.current.get(openId);
    if (el && typeof el.scrollIntoView === 'function') {
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [openId, scrollOnOpen]);

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const headerId = `${baseId}-h${index}`;
        const panelId = `${baseId}-p${index}`;
        return (
          <div
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            className={cx(styles.item, open && styles.open)}
          >
            <h3 className={styles.heading}>
              <button
                type="button"
                id={headerId}
                className={styles.header}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onToggle(open ? null : item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              className={styles.panel}
              hidden={!open}
            >
              {open ? item.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
