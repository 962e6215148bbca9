import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadState, Modal, Page, useIsMobile, type StorePack } from '@club/shared';
import { Tabs } from '@club/shared/kit';
import { PackCard } from './PackCard';
import { packTitle, PackDetails } from './PackDetails';
import { getChosenCategory, setChosenCategory, STORE_LOAD_FAILED, useStore } from './storeData';
import styles from './Store.module.css';

export const STORE_TITLE = 'Магазин';
export const storeCoursePath = (categoryId: number, packId: number) =>
  `/store/course/${categoryId}/${packId}`;

/** Route "store" (/store/): category tabs and the packs of the chosen category. */
export default function StorePage() {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const { blocks, status, failure, retry } = useStore();
  const [chosen, setChosen] = useState<number | null>(getChosenCategory);
  const [openPack, setOpenPack] = useState<StorePack | null>(null);

  const active = useMemo(
    () => blocks?.find((b) => b.id === chosen) ?? blocks?.[0] ?? null,
    [blocks, chosen],
  );
  const tabs = useMemo(
    () => (blocks ?? []).map((b) => ({ id: b.id, label: b.block_name })),
    [blocks],
  );

  const choose = (id: number) => {
    setChosenCategory(id);
    setChosen(id);
  };
  const onDetails = (pack: StorePack) => {
    if (isMobile && active) navigate(storeCoursePath(active.id, pack.id));
    else setOpenPack(pack);
  };

  return (
    <Page title={STORE_TITLE}>
      <LoadState
        status={status}
        failedText={STORE_LOAD_FAILED}
        reason={failure}
        onRetry={retry}
        empty={blocks?.length === 0}
        emptyText="В магазине пока нет курсов."
      >
        <div className={styles.store}>
          <Tabs
            items={tabs}
            activeId={active?.id ?? null}
            onChange={choose}
            variant={isMobile ? 'mobile' : 'desktop'}
            label="Категории магазина"
          />
          <div className={styles.grid} role="tabpanel" aria-label={active?.block_name}>
            {active?.packs.map((pack) => (
              <PackCard key={pack.id} pack={pack} onDetails={onDetails} />
            ))}
          </div>
        </div>
      </LoadState>
      <Modal
        open={openPack !== null}
        title={openPack ? packTitle(openPack) : undefined}
        onClose={() => setOpenPack(null)}
        className={styles.modal}
      >
        {openPack ? <PackDetails pack={openPack} /> : null}
      </Modal>
    </Page>
  );
}
