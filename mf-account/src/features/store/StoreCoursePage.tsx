import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadState, Page } from '@club/shared';
import { packTitle, PackDetails } from './PackDetails';
import { findPack, STORE_LOAD_FAILED, useStore } from './storeData';
import { STORE_TITLE } from './StorePage';
import styles from './Store.module.css';

const STORE_PATH = '/store/';

/** Route "store-course" (/store/course/{category}/{id}): a pack's details as a page (mobile). */
export default function StoreCoursePage() {
  const { category, id } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { blocks, status, failure, retry } = useStore();
  const pack = findPack(blocks, category, id);
  // The first location of a router session has the key 'default': nothing to go back to.
  const back = useCallback(() => {
    if (location.key === 'default') navigate(STORE_PATH);
    else navigate(-1);
  }, [location.key, navigate]);

  if (status !== 'ready') {
    return (
      <Page title={STORE_TITLE} onBack={back}>
        <LoadState
          status={status}
          failedText={STORE_LOAD_FAILED}
          reason={failure}
          onRetry={retry}
        />
      </Page>
    );
  }
  if (!pack) {
    return (
      <Page title={STORE_TITLE} onBack={back}>
        <p className={styles.empty}>
          Такого курса нет в магазине. <Link to={STORE_PATH}>Все курсы</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={packTitle(pack)} onBack={back}>
      <div className={styles.coursePage}>
        <img className={styles.courseImage} src={pack.image} alt="" />
        <PackDetails pack={pack} />
      </div>
    </Page>
  );
}
