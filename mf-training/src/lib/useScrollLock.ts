import { useEffect } from 'react';
import { lockBodyScroll } from '@club/shared';

/** Locks the page scroll while `locked` (a full-screen panel is open). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockBodyScroll() : undefined), [locked]);
}
