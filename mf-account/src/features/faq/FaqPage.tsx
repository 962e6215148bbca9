import { useCallback, useEffect, useMemo, useState } from 'react';
import { sanitizeHtml } from '@club/shared/sanitize';
import {
  Accordion,
  Page,
  PageLoader,
  Tabs,
  useIsMobile,
  type Faq,
  type FaqCategory,
} from '@club/shared';
import { signOutLocally } from '../../lib/signOutLocally';
import { getFaqCategories } from './api/getFaqCategories';
import { getFaqs } from './api/getFaqs';
import styles from './FaqPage.module.css';

interface FaqData {
  categories: FaqCategory[];
  faqs: Faq[];
}

/** FAQ (route "faq", /faq/): category tabs and a one-open-at-a-time accordion of answers. */
export default function FaqPage() {
  const isMobile = useIsMobile();
  const [data, setData] = useState<FaqData | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const [cats, list] = await Promise.all([getFaqCategories(), getFaqs()]);
      if (!alive) return;
      if (cats.error || !cats.result) {
        // Spec: failure of the categories call clears the token and storage (auth screen follows).
        signOutLocally();
        return;
      }
      const categories = cats.result.categories;
      setData({ categories, faqs: list.result?.faqs ?? [] });
      setActiveId(categories[0]?.id ?? null);
    })();
    return () => {
      alive = false;
    };
  }, []);

  const onCategory = useCallback((id: number) => {
    setActiveId(id);
    setOpenId(null);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  const tabs = useMemo(
    () => (data?.categories ?? []).map((c) => ({ id: c.id, label: c.name })),
    [data],
  );

  // Answers are server HTML: sanitised here too, whatever the server promises.
  const items = useMemo(
    () =>
      (data?.faqs ?? [])
        .filter((f) => f.category_id === activeId)
        .map((f) => ({
          id: f.id,
          title: f.question,
          content: (
            <div
              className={styles.answer}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(f.answer) }}
            />
          ),
        })),
    [data, activeId],
  );

  return (
    <Page title="FAQ">
      {data === null ? (
        <PageLoader />
      ) : (
        <div className={styles.faq}>
          {tabs.length > 0 && (
            <Tabs
              items={tabs}
              activeId={activeId}
              onChange={onCategory}
              variant={isMobile ? 'mobile' : 'desktop'}
              label="Категории"
            />
          )}
          <Accordion items={items} openId={openId} onToggle={setOpenId} scrollOnOpen />
        </div>
      )}
    </Page>
  );
}
