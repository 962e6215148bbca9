import { useEffect, useRef, useState } from 'react';
import { banners$, type Banner } from '../bus';
import { BannerStack } from '../ui/Banner';

/** Spec part 1 §9: every banner hides after 4 s. */
export const BANNER_TIMEOUT_MS = 4000;

const sameBanner = (a: Banner, b: Banner) => a.type === b.type && a.text === b.text;

/**
 * The banners of every app (showBanner on the bus). A banner never stacks copies of itself: the
 * same type and text while it is shown keeps the one banner and starts its 4 s again (e.g. a
 * refusal answered to every press of a button).
 */
export function BannerHost() {
  const [banners, setBanners] = useState<Banner[]>([]);
  const shown = useRef<Banner[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    const update = (next: Banner[]) => {
      shown.current = next;
      setBanners(next);
    };
    const remove = (id: number) => {
      update(shown.current.filter((b) => b.id !== id));
      clearTimeout(pending.get(id));
      pending.delete(id);
    };
    const hideLater = (id: number) => {
      clearTimeout(pending.get(id));
      pending.set(
        id,
        setTimeout(() => remove(id), BANNER_TIMEOUT_MS),
      );
    };
    const sub = banners$.subscribe((banner) => {
      const copy = shown.current.find((b) => sameBanner(b, banner));
      if (copy) {
        hideLater(copy.id);
        return;
      }
      update([...shown.current, banner]);
      hideLater(banner.id);
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
        shown.current = shown.current.filter((b) => b.id !== id);
        setBanners(shown.current);
        clearTimeout(timers.current.get(id));
        timers.current.delete(id);
      }}
    />
  );
}
