// Toasts for a whole tree: any page calls `useToast()(message, { tone })`; failures are red, successes teal. The
// region's code loads with the first toast, so pages that never show one do not carry it.
import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';

export interface ToastItem {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

type ShowToast = (message: string, options?: { tone?: ToastItem['tone']; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

const ToastStack = lazy(() => import('./toast-stack.tsx').then((module) => ({ default: module.ToastStack })));

/** member-forum §9: a message shows for 5 s unless the spec gives it longer. */
const TOAST_MS = 5000;

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);
  const show = useCallback<ShowToast>(
    (message, { tone = 'success', durationMs = TOAST_MS } = {}) => {
      const id = nextId++;
      setToasts((shown) => [...shown, { id, message, tone }]);
      window.setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext value={value}>
      {children}
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onClose={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  );
}

/** `toast(message, { tone })`; outside a provider (isolated component tests) it does nothing. */
export function useToast(): ShowToast {
  return use(ToastContext) ?? noop;
}

const noop: ShowToast = () => {};
