// Route report-image (/report_image/{type}/{view}; spec §2.1, §2.2, §2.4): one report photo full
// screen (alt 'фото отчета'). The page that opened it said which report; the photo's address is
// fetched fresh (signed URLs live minutes). Closing goes to the dynamics report's show page, or
// back in history for a contest photo. Leaving drops the image.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Loader, type PhotoView, type ReportPhoto } from '@club/shared';
import { PHOTO_VIEWS } from '@club/shared/contract/paths-dynamics';
import { getContest } from '../../api/getContest';
import { getDynamicsList } from '../../api/getDynamicsList';
import { VIEW_LABELS } from '../../lib/figures';
import { reportImageSource, type ReportImageSource } from '../../lib/reportImage';
import { Icon } from '../../ui/Icon';
import { REPORT_PHOTO_ALT } from '../../ui/PhotoSlots';
import styles from './ReportImagePage.module.css';

type Load = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; photo: ReportPhoto };

async function findPhoto(source: ReportImageSource, view: PhotoView): Promise<ReportPhoto | null> {
  const field = `photo_${view}` as const;
  if (source.type === 'contest') {
    const { result } = await getContest();
    const report =
      source.report === 'before' ? result?.contest?.report_before : result?.contest?.report_after;
    return report?.[field] ?? null;
  }
  for (let page = 1; ; page++) {
    const { result } = await getDynamicsList('asc', page);
    if (!result) return null;
    const report = result.reports.find((r) => r.id === source.id);
    if (report) return report[field];
    if (page >= result.total_pages) return null;
  }
}

export default function ReportImagePage() {
  const { type, view } = useParams();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const source = reportImageSource();
  const photoView = PHOTO_VIEWS.find((v) => v === view) ?? null;
  const valid = source !== null && photoView !== null && source.type === type;

  useEffect(() => {
    if (!valid || !source || !photoView) {
      setLoad({ status: 'missing' });
      return;
    }
    let alive = true;
    void findPhoto(source, photoView).then((photo) => {
      if (alive) setLoad(photo ? { status: 'ready', photo } : { status: 'missing' });
    });
    return () => {
      alive = false;
    };
    // the source is read from the tab's storage once per address
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, view]);

  const close = () => {
    if (type !== 'contest' && source?.type === 'dynamics')
      navigate(`/dynamics/report/show/${source.id}`);
    else if (type === 'contest' && window.history.length > 1) navigate(-1);
    else navigate(type === 'contest' ? '/competition/' : '/dynamics/');
  };

  return (
    <div
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-label={photoView ? VIEW_LABELS[photoView] : 'Фото отчета'}
    >
      <button type="button" className={styles.close} aria-label="Закрыть" onClick={close} autoFocus>
        <Icon name="close" size={24} />
      </button>
      {load.status === 'loading' && <Loader label="Загрузка фото" />}
      {load.status === 'missing' && <p className={styles.missing}>Фото не найдено</p>}
      {load.status === 'ready' && (
        <img className={styles.image} src={load.photo.path} alt={REPORT_PHOTO_ALT} />
      )}
    </div>
  );
}
