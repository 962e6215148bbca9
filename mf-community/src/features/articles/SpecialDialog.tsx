import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Modal, type SpecialArticle } from '@club/shared';
import { ARTICLE_MESSAGES as M } from '@club/shared/contract/paths-articles';
import { followAppLinks } from '../../lib/appLinks';
import { safeHtml } from '../../lib/safeHtml';
import styles from './Articles.module.css';

/** The special article's dialog; "Ознакомлен" marks it seen (the cookie). */
export function SpecialDialog({
  article,
  open,
  onAcknowledge,
  onClose,
}: {
  article: SpecialArticle;
  open: boolean;
  onAcknowledge: () => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const html = useMemo(() => safeHtml(article.content), [article.content]);
  return (
    <Modal open={open} title={article.title} onClose={onClose} className={styles.specialDialog}>
      <div
        className={styles.html}
        dangerouslySetInnerHTML={{ __html: html }}
        onClick={followAppLinks((to) => {
          onClose();
          navigate(to);
        })}
      />
      <div className={styles.dialogButtons}>
        <Button onClick={onAcknowledge}>{M.acknowledge}</Button>
      </div>
    </Modal>
  );
}
