import { useCallback, useEffect, useMemo, useState } from 'react';
import { sanitizeHtml } from '@club/shared/sanitize';
import {
  LoadState,
  NETWORK_ERROR_MESSAGE,
  Page,
  useIsMobile,
  type Faq,
  type FaqCategory,
} from '@club/shared';
import { Accordion, Tabs } from '@club/shared/kit';
import { signOutLocally } from '../../lib/signOutLocally';
import { getFaqCategories } from './api/getFaqCategories';
import { getFaqs } from './api/getFaqs';
import styles from './FaqPage.module.css';

interface FaqData {
  categories: FaqCategory[];
  faqs: Faq[];
}

/** What the failed state says. */
export const FAQ_LOAD_FAILED = 'Не удалось загрузить вопросы.';

/** No answer (the network) or a server fault: the page's failed state, not a refusal. */
const unanswered = (status: number) => status === 0 || status >= 500;

/**
 * FAQ (route "faq", /faq/): category tabs and a one-open-at-a-time accordion of answers. The spec
 * signs the member out when the categories call fails: so it is when the server refuses it; a call
 * that got no answer or met a server fault is the failed state with "Повторить" instead (signing
 * out a member whose network dropped would only lose their session).
 */
export default function FaqPage() {
  const isMobile = useIsMobile();
  const [data, setData] = useState<FaqData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const [cats, list] = await Promise.all([getFaqCategories(), getFaqs()]);
      if (!alive) return;
      if ((cats.error || !cats.result) && !unanswered(cats.status)) {
        // Spec: failure of the categories call clears the token and storage (auth screen follows).
        signOutLocally();
        return;
      }
      if (!cats.result || !list.result) {
        setFailure((cats.result ? list : cats).error?.message ?? NETWORK_ERROR_MESSAGE);
        return;
      }
      const categories = cats.result.categories;
      setData({ categories, faqs: list.result.faqs });
      setActiveId(categories[0]?.id ?? null);
    })();
    return () => {
      alive = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
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
      <LoadState
        status={data ? 'ready' : failure !== null ? 'failed' : 'loading'}
        failedText={FAQ_LOAD_FAILED}
        reason={failure}
        onRetry={retry}
        empty={data?.faqs.length === 0}
        emptyText="Вопросов пока нет."
      >
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
      </LoadState>
    </Page>
  );
}
