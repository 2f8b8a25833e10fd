// Short success messages in the corner that go away by themselves (or with their close button).
import { Box, Notification, Portal, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Toast {
  id: number;
  message: string;
}

/** member-forum §9: a success banner shows for 5 s unless the spec gives it longer. */
export const TOAST_MS = 5000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, number>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, durationMs: number = TOAST_MS) => {
      const id = nextId.current++;
      setToasts((shown) => [...shown, { id, message }]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return { toasts, show, dismiss };
}

/** A polite live region, present before any toast, so each new one is announced. */
export function ToastRegion({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <Portal>
      <Box pos="fixed" bottom={16} left={16} right={16} style={{ zIndex: 400, pointerEvents: 'none' }}>
        <Stack role="status" aria-live="polite" gap="xs" maw={420} ml="auto">
          {toasts.map((toast) => (
            <Notification
              key={toast.id}
              role="presentation"
              color="teal"
              withBorder
              closeButtonProps={{ 'aria-label': 'Dismiss' }}
              onClose={() => onClose(toast.id)}
              style={{ pointerEvents: 'auto' }}
            >
              {toast.message}
            </Notification>
          ))}
        </Stack>
      </Box>
    </Portal>
  );
}
