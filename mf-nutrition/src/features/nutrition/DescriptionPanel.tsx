// The programme description panel (spec part 2 §2.3): club HTML, collapsed to a preview, expanded
// on demand.
import { useId, useMemo, useState } from 'react';
import { sanitizeHtml } from '@club/shared/sanitize';
import { Icon } from '../../lib/icons';
import { cx } from '@club/shared';
import styles from './DescriptionPanel.module.css';

export function DescriptionPanel({ html }: { html: string }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  // Club content, sanitised here too whatever the server promises.
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!html.trim()) return null;

  return (
    <section className={cx(styles.panel, open && styles.open)}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>Описание программы</span>
        <span className={styles.chevron}>
          <Icon name="chevron" size={20} />
        </span>
      </button>
      <div
        id={bodyId}
        className={styles.body}
        data-testid="programme-description"
        dangerouslySetInnerHTML={{ __html: safe }}
      />
      {!open && (
        <button type="button" className={styles.more} onClick={() => setOpen(true)}>
          Читать полностью
        </button>
      )}
    </section>
  );
}
