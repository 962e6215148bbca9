// Route nutrition (/nutrition/, 'Питание'; spec part 2 §2.3): the goal and type of the plan, the
// macro diagram, basket, menu download and recipe search, week tabs and day cards, the programme
// description; the day view opens over it. Leaving the page (unmount) drops all of it, so the day
// view is hidden when the member comes back (spec §2.2).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  LoadState,
  NETWORK_ERROR_MESSAGE,
  Page,
  useIsMobile,
  type Dieta,
  type DietaDay,
  type DietaSearchItem,
  type DietaWeek,
} from '@club/shared';
import { getDietaInfo } from '../../api/getDietaInfo';
import { useSession } from '../../hooks/useSession';
import { Icon } from '../../lib/icons';
import { useDownload } from '../../lib/useDownload';
import { ChangeTypeModal } from '../change-type/ChangeTypeModal';
import { downloadWeekReceipts } from './api/downloadWeekReceipts';
import { BasketModal } from './BasketModal';
import { DayView } from './DayView';
import { DescriptionPanel } from './DescriptionPanel';
import { EmptyNutrition } from './EmptyNutrition';
import { MacroPanel } from './MacroPanel';
import { RecipeSearch } from './RecipeSearch';
import { WeekPlan } from './WeekPlan';
import styles from './NutritionPage.module.css';

export const changeTypePath = (typeId: number) => `/change_nutrition_type/${typeId}`;

type Load =
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; dieta: Dieta | null; demo: boolean };

/** What the failed state says. */
export const PLAN_LOAD_FAILED = 'Не удалось загрузить план питания.';

interface OpenDay {
  weekNumber: number;
  dayId: number;
  mealTitle: string | null;
}

/** Demo day: whatever the server says, nothing but the plan's very first day opens. */
function withDemoLocks(dieta: Dieta, demo: boolean): Dieta {
  if (!demo) return dieta;
  return {
    ...dieta,
    weeks: dieta.weeks.map((w, wi) => ({
      ...w,
      days: w.days.map((d) => ({ ...d, disabled: d.disabled || wi > 0 || d.day_number !== 1 })),
    })),
  };
}

function PlanView({ dieta, demo, reload }: { dieta: Dieta; demo: boolean; reload: () => void }) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { profile } = useSession();
  const intensive = dieta.is_intensive || Boolean(profile?.is_intensive);

  const weekOf = useCallback(
    (n: number): DietaWeek | undefined => dieta.weeks.find((w) => w.user_week_number === n),
    [dieta.weeks],
  );
  const todayWeek = weekOf(dieta.today.week_number) ? dieta.today.week_number : null;
  const [weekNumber, setWeekNumber] = useState<number>(
    todayWeek ?? dieta.weeks[0]?.user_week_number ?? 1,
  );
  // Intensive members have no tabs: they always see the week of today.
  const week =
    (intensive && todayWeek !== null ? weekOf(todayWeek) : weekOf(weekNumber)) ?? dieta.weeks[0];

  const [openDay, setOpenDay] = useState<OpenDay | null>(null);
  const [basketOpen, setBasketOpen] = useState(false);
  const [typeOpen, setTypeOpen] = useState(false);
  const menu = useDownload(downloadWeekReceipts);

  const dayView = useMemo(() => {
    if (!openDay) return null;
    const day = weekOf(openDay.weekNumber)?.days.find((d) => d.id === openDay.dayId);
    return day && !day.disabled ? { ...openDay, day } : null;
  }, [openDay, weekOf]);

  const onOpenDay = useCallback(
    (day: DietaDay) =>
      week && setOpenDay({ weekNumber: week.user_week_number, dayId: day.id, mealTitle: null }),
    [week],
  );
  const closeDay = useCallback(() => setOpenDay(null), []);

  const onPick = (item: DietaSearchItem) => {
    const target = weekOf(item.week_number);
    const day =
      target?.days.find((d) => d.id === item.day_id) ??
      target?.days.find((d) => d.day_number === item.day_number);
    if (!target || !day) return;
    if (!intensive) setWeekNumber(target.user_week_number);
    setOpenDay({ weekNumber: target.user_week_number, dayId: day.id, mealTitle: item.meal_title });
  };

  const onEditType = () => {
    if (isMobile) navigate(changeTypePath(dieta.type_id));
    else setTypeOpen(true);
  };

  if (!week) return <EmptyNutrition />;

  return (
    <div className={styles.plan}>
      {demo && (
        <p className={styles.demo} role="note">
          Демо-день: корзина продуктов, скачивание меню, поиск рецептов и остальные дни станут
          доступны с полным курсом.
        </p>
      )}
      <div className={styles.top}>
        <section className={styles.card} aria-label="План питания">
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Цель питания</dt>
              <dd>{dieta.info.target || 'Не выбрана'}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Тип питания</dt>
              <dd className={styles.type}>
                <span>{dieta.info.type}</span>
                {dieta.type_editable && (
                  <button
                    type="button"
                    className={styles.pencil}
                    aria-label="Изменить тип питания"
                    title="Изменить тип питания"
                    onClick={onEditType}
                  >
                    <Icon name="pencil" size={16} />
                  </button>
                )}
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              className={styles.action}
              disabled={demo}
              onClick={() => setBasketOpen(true)}
            >
              <Icon name="basket" />
              {dieta.basket.title || 'Корзина продуктов'}
            </Button>
            <Button
              variant="secondary"
              className={styles.action}
              disabled={demo}
              loading={menu.pending}
              onClick={() =>
                void menu.run(week.user_week_number, `Меню — неделя ${week.user_week_number}.pdf`)
              }
            >
              <Icon name="download" />
              Скачать меню на неделю
            </Button>
          </div>
          <RecipeSearch disabled={demo} onPick={onPick} />
        </section>
        <section className={`${styles.card} ${styles.macroCard}`}>
          <MacroPanel dieta={dieta} isMobile={isMobile} />
        </section>
      </div>

      <DescriptionPanel html={dieta.description} />

      <WeekPlan
        weeks={dieta.weeks}
        week={week}
        showTabs={!intensive}
        isMobile={isMobile}
        onWeek={setWeekNumber}
        onOpenDay={onOpenDay}
      />

      {dayView && (
        <DayView
          day={dayView.day}
          weekNumber={dayView.weekNumber}
          mealTitle={dayView.mealTitle}
          isMobile={isMobile}
          onClose={closeDay}
        />
      )}
      {basketOpen && (
        <BasketModal
          title={dieta.basket.title || 'Корзина продуктов'}
          weeks={dieta.productsByWeeks}
          weekNumber={week.user_week_number}
          isMobile={isMobile}
          onClose={() => setBasketOpen(false)}
        />
      )}
      {typeOpen && (
        <ChangeTypeModal
          types={dieta.dieta_types}
          currentId={dieta.type_id}
          onClose={() => setTypeOpen(false)}
          onSaved={() => {
            setTypeOpen(false);
            reload();
          }}
        />
      )}
    </div>
  );
}

export default function NutritionPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    const first = loadRef.current.status !== 'ready';
    // the first load says its failure in place; a reload after a change keeps the page on screen
    // when it fails, and the banner says why
    void getDietaInfo({ silent: first }).then(({ result, error }) => {
      if (!alive.current) return;
      const reason = error?.message ?? NETWORK_ERROR_MESSAGE;
      setLoad((prev) =>
        error || !result
          ? prev.status === 'ready'
            ? prev
            : { status: 'failed', reason }
          : {
              status: 'ready',
              dieta: result.dieta,
              demo: result.demo_day || Boolean(result.dieta?.demo_day),
            },
      );
    });
    return () => {
      alive.current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const plan = useMemo(
    () => (load.status === 'ready' && load.dieta ? withDemoLocks(load.dieta, load.demo) : null),
    [load],
  );

  let body;
  if (load.status !== 'ready')
    body = (
      <LoadState
        status={load.status}
        failedText={PLAN_LOAD_FAILED}
        reason={load.status === 'failed' ? load.reason : null}
        onRetry={retry}
      />
    );
  else if (!plan || plan.weeks.length === 0) body = <EmptyNutrition />;
  else body = <PlanView dieta={plan} demo={load.demo} reload={reload} />;

  return <Page title="Питание">{body}</Page>;
}
