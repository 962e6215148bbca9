import type { ReactNode } from 'react';
import { useIsMobile } from '@club/shared';
import { DesktopLayout } from './DesktopLayout';
import { MobileLayout } from './MobileLayout';

/** Desktop above 992 px, mobile at and below. */
export function AppLayout({ children }: { children: ReactNode }) {
  return useIsMobile() ? (
    <MobileLayout>{children}</MobileLayout>
  ) : (
    <DesktopLayout>{children}</DesktopLayout>
  );
}
