import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Page, PageLoader, Tabs, useIsMobile, type CourseCategory } from '@club/shared';
import { getCoursesMain } from '../../api/getCoursesMain';
import { cardView } from './courseCard';
import { CourseCards } from './CourseCards';
import { useCourseActions } from './useCourseActions';
import styles from './CoursesPage.module.css';

/** Courses list (route courses, /courses/): category tabs, blocks of course cards. */
export default function CoursesPage() {
  const isMobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<CourseCategory[] | null>(null);
  const [activeId, setActiveId] = useState<number | null>(null);

  const load = useCallback(async () => {
    const { result } = await getCoursesMain();
    const list = result?.categories ?? [];
    setCategories(list);
    setActiveId((current) =>
      list.some((c) => c.id === current) ? current : (list[0]?.id ?? null),
    );
  }, []);

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
      {categories === null ? (
        <PageLoader />
      ) : categories.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>У тебя пока нет курсов</p>
          <p className={styles.emptyText}>Выбери курс в магазине клуба, и он появится здесь.</p>
          <Link className={styles.emptyLink} to="/store/">
            В магазин
          </Link>
        </div>
      ) : (
        <div className={styles.list}>
          {categories.length > 1 && (
            <Tabs
              items={categories.map((c) => ({ id: c.id, label: c.name }))}
              activeId={activeId}
              onChange={setActiveId}
              variant={isMobile ? 'mobile' : 'desktop'}
              label="Категории курсов"
            />
          )}
          {active?.blocks.map((block) => (
            <section key={block.id} className={styles.block} aria-label={block.block_name}>
              <h2 className={styles.blockName}>{block.block_name}</h2>
              <CourseCards
                views={block.courses.map(cardView)}
                busyId={actions.busyId}
                onAction={actions.run}
              />
            </section>
          ))}
        </div>
      )}
      {actions.modal}
    </Page>
  );
}
