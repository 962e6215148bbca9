// Local development only (see bootstrap.tsx): the overlays the shell hosts in production (banners,
// the confirm/notice modal, the "course activated" overlay), reduced to the minimum, and the two
// widgets in a header.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BannerStack,
  ConfirmModal,
  banners$,
  confirmRequests$,
  courseActivated$,
  type Banner,
  type PendingConfirm,
} from '@club/shared';
import widgets from '../widgets';

const BANNER_MS = 4000;

export function DevFrame({ children }: { children: ReactNode }) {
  const [banners, setBanners] = useState<Banner[]>([]);
  const [confirmRequest, setConfirmRequest] = useState<PendingConfirm | null>(null);

  useEffect(() => {
    const subs = [
      banners$.subscribe((b) => {
        setBanners((all) => [...all, b]);
        setTimeout(() => setBanners((all) => all.filter((x) => x.id !== b.id)), BANNER_MS);
      }),
      confirmRequests$.subscribe(setConfirmRequest),
      courseActivated$.subscribe((a) =>
        setBanners((all) => [
          ...all,
          {
            id: -Date.now(),
            type: 'ok',
            text: `Курс "${a.courseFullName} : ${a.dietTarget}" успешно активирован!`,
          },
        ]),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);

  return (
    <div
      style={{ fontFamily: 'var(--club-font)', background: 'var(--club-bg)', minHeight: '100vh' }}
    >
      <nav style={{ display: 'flex', alignItems: 'center', gap: 16, padding: 16 }}>
        <strong>mf-training (standalone)</strong>
        <Link to="/courses/">Курсы</Link>
        <Link to="/contest_info">Конкурс</Link>
        <Link to="/home">Главная (виджет)</Link>
        <widgets.TopBarCourseInfo />
      </nav>
      {children}
      <BannerStack banners={banners} />
      <ConfirmModal
        request={confirmRequest}
        onAnswer={(answer) => {
          confirmRequest?.resolve(answer);
          setConfirmRequest(null);
        }}
      />
    </div>
  );
}
