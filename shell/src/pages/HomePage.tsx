import { startTransition, useEffect, useState } from 'react';
import { apiGet, getSession, paths, type MainIndexResult } from '@club/shared';
import { firstName } from '@club/shared/format';
import { RemoteArea } from '../federation/RemoteArea';
import { isDeployed } from '../federation/remotes';
import { takeEarly } from '../session/earlyCalls';
import { useSession } from '../session/useSession';
import styles from './pages.module.css';

/** Home ("Главная"): composes the nutrition summary and course widgets, fed by one call. */
export function HomePage() {
  const { profile } = useSession();
  const [data, setData] = useState<MainIndexResult | null>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      // the entry's early call on a cold start of home (earlyCalls.ts), else the API client
      const early = await takeEarly<MainIndexResult>(paths.mainIndex, getSession().token);
      const result = early ?? (await apiGet<MainIndexResult>(paths.mainIndex)).result;
      // the widgets' cards render in slices: a phone's main thread stays free for taps
      if (alive && result) startTransition(() => setData(result));
    })();
    return () => {
      alive = false;
    };
  }, []);

  const noWidgets = !isDeployed('mf_nutrition') && !isDeployed('mf_training');
  const name = profile ? firstName(profile.name) : '';

  return (
    <section className={styles.home}>
      <h1 className={styles.pageTitle}>Главная</h1>
      {noWidgets && (
        <div className={styles.greeting}>
          <p className={styles.greetingTitle}>Привет{name ? `, ${name}` : ''}!</p>
          <p className={styles.greetingText}>Здесь появятся твои курсы и питание.</p>
        </div>
      )}
      <div className={styles.widgets}>
        <RemoteArea
          remote="mf_nutrition"
          expose="widgets"
          name="NutritionSummary"
          kind="widget"
          props={{ data }}
        />
        <RemoteArea
          remote="mf_training"
          expose="widgets"
          name="HomeCourses"
          kind="widget"
          props={{ data }}
        />
      </div>
    </section>
  );
}
