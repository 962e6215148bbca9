import { useEffect, useRef, useState } from 'react';
import { BannerStack, banners$, type Banner } from '@club/shared';

/** Spec part 1 §9: every banner hides after 4 s. */
export const BANNER_TIMEOUT_MS = 4000;

export function BannerHost() {
  const [banners, setBanners] = useState<Banner[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    const remove = (id: number) => {
      setBanners((list) => list.filter((b) => b.id !== id));
      clearTimeout(pending.get(id));
      pending.delete(id);
    };
    const sub = banners$.subscribe((banner) => {
      setBanners((list) => [...list, banner]);
      pending.set(
        banner.id,
        setTimeout(() => remove(banner.id), BANNER_TIMEOUT_MS),
      );
    });
    return () => {
      sub.unsubscribe();
      pending.forEach((t) => clearTimeout(t));
      pending.clear();
    };
  }, []);

  return (
    <BannerStack
      banners={banners}
      onClose={(id) => {
        setBanners((list) => list.filter((b) => b.id !== id));
        clearTimeout(timers.current.get(id));
        timers.current.delete(id);
      }}
    />
  );
}
