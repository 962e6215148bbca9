// Local development only (see bootstrap.tsx): the few overlays the shell hosts in production
// (banners, the confirm/notice modal, the action-list picker, the desktop feedback modal), reduced
// to the minimum.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ActionListModal,
  BannerStack,
  ConfirmModal,
  Modal,
  actionListRequests$,
  confirmRequests$,
  banners$,
  closeFeedback,
  feedbackOpen$,
  openFeedback,
  type Banner,
  type PendingActionList,
  type PendingConfirm,
} from '@club/shared';
import widgets from '../widgets';

const BANNER_MS = 4000;

export function DevFrame({ children }: { children: ReactNode }) {
  const [banners, setBanners] = useState<Banner[]>([]);
  const [actionList, setActionList] = useState<PendingActionList | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [confirmRequest, setConfirmRequest] = useState<PendingConfirm | null>(null);

  useEffect(() => {
    const subs = [
      banners$.subscribe((b) => {
        setBanners((all) => [...all, b]);
        setTimeout(() => setBanners((all) => all.filter((x) => x.id !== b.id)), BANNER_MS);
      }),
      actionListRequests$.subscribe(setActionList),
      feedbackOpen$.subscribe(setFeedbackOpen),
      confirmRequests$.subscribe(setConfirmRequest),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, []);

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'var(--club-font)' }}>
      <nav style={{ display: 'flex', gap: 16, marginBottom: 16 }}>
        <strong>mf-account (standalone)</strong>
        <Link to="/faq/">FAQ</Link>
        <Link to="/feedback/">Обратная связь (страница)</Link>
        <Link to="/profile/">Профиль</Link>
        <Link to="/store/">Магазин</Link>
        <Link to="/payment/">Оплата</Link>
        <button type="button" onClick={openFeedback}>
          Обратная связь (окно)
        </button>
      </nav>
      {children}
      <BannerStack banners={banners} />
      <ActionListModal
        request={actionList}
        onChoose={(item) => {
          actionList?.resolve(item);
          setActionList(null);
        }}
      />
      <ConfirmModal
        request={confirmRequest}
        onAnswer={(answer) => {
          confirmRequest?.resolve(answer);
          setConfirmRequest(null);
        }}
      />
      <Modal open={feedbackOpen} onClose={closeFeedback}>
        <widgets.FeedbackModal onClose={closeFeedback} />
      </Modal>
    </div>
  );
}
