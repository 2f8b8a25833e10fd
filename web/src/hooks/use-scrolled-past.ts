// True once the window has scrolled past `distance` pixels; re-renders only when that changes, not on every frame.
import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

export function useScrolledPast(distance: number): boolean {
  const snapshot = useCallback(() => window.scrollY > distance, [distance]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
