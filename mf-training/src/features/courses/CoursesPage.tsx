import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  LoadState,
  NETWORK_ERROR_MESSAGE,
  Page,
  useIsMobile,
  type CourseCategory,
} from '@club/shared';
import { Tabs } from '@club/shared/kit';
import { getCoursesMain } from '../../api/getCoursesMain';
import { cardView } from './courseCard';
import { CourseCards, FIRST_ROW } from './CourseCards';
import { useCourseActions } from './useCourseActions';
import styles from './CoursesPage.module.css';

/** What the failed state says. */
export const COURSES_LOAD_FAILED = 'Не удалось загрузить курсы.';

/**
 * Courses list (route courses, /courses/): category tabs, blocks of course cards. A first load
 * that fails is the failed state (never "У тебя пока нет курсов"); a reload after an action that
 * fails keeps the cards and says why in a banner.
 */
export default function CoursesPage() {
  const isMobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<CourseCategory[] | null>(null);
  /** why the first load failed (the failed state) */
  const [failure, setFailure] = useState<string | null>(null);
  const loaded = useRef(false);
  const [activeId, setActiveId] = useState<number | null>(null);

  const load = useCallback(async () => {
    const { result, error } = await getCoursesMain({ silent: !loaded.current });
    if (!result) {
      if (!loaded.current) setFailure(error?.message ?? NETWORK_ERROR_MESSAGE);
      return;
    }
    loaded.current = true;
    const list = result.categories;
    setFailure(null);
    setCategories(list);
    setActiveId((current) =>
      list.some((c) => c.id === current) ? current : (list[0]?.id ?? null),
    );
  }, []);
  const retry = useCallback(() => {
    setFailure(null);
    void load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  const actions = useCourseActions(() => void load());
  const { openFreeze } = actions;

  // /course/froze/{id} opened on desktop lands here with the freeze modal to open.
  useEffect(() => {
    const freeze = (location.state as { freeze?: number } | null)?.freeze;
    if (typeof freeze === 'number' && freeze > 0) {
      openFreeze(freeze);
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate, openFreeze]);

  const active = useMemo(
    () => categories?.find((c) => c.id === activeId) ?? null,
    [categories, activeId],
  );

  return (
    <Page title="Курсы">
      <LoadState
        status={categories ? 'ready' : failure !== null ? 'failed' : 'loading'}
        failedText={COURSES_LOAD_FAILED}
        reason={failure}
        onRetry={retry}
        empty={categories?.length === 0}
        emptyText={
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>У тебя пока нет курсов</p>
            <p className={styles.emptyText}>Выбери курс в магазине клуба, и он появится здесь.</p>
            <Link className={styles.emptyLink} to="/store/">
              В магазин
            </Link>
          </div>
        }
      >
        <div className={styles.list}>
          {categories && categories.length > 1 && (
            <Tabs
              items={categories.map((c) => ({ id: c.id, label: c.name }))}
              activeId={activeId}
              onChange={setActiveId}
              variant={isMobile ? 'mobile' : 'desktop'}
              label="Категории курсов"
            />
          )}
          {active?.blocks.map((block, blockIndex) => (
            <section key={block.id} className={styles.block} aria-label={block.block_name}>
              <h2 className={styles.blockName}>{block.block_name}</h2>
              <CourseCards
                views={block.courses.map(cardView)}
                busyId={actions.busyId}
                onAction={actions.run}
                eagerImages={blockIndex === 0 ? FIRST_ROW : 0}
              />
            </section>
          ))}
        </div>
      </LoadState>
      {actions.modal}
    </Page>
  );
}
