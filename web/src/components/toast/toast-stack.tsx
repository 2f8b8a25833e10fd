// The toasts on screen, bottom right (above the mobile tab bar); `role=status` so each is announced politely, and
// failures assertively.
import { Box, Notification, Portal, Stack } from '@mantine/core';
import type { ToastItem } from './toast-provider.tsx';

export function ToastStack({ toasts, onClose }: { toasts: ToastItem[]; onClose: (id: number) => void }) {
  return (
    <Portal>
      <Box
        pos="fixed"
        bottom={{ base: 80, xs: 16 }}
        left={16}
        right={16}
        style={{ zIndex: 400, pointerEvents: 'none' }}
      >
        <Stack gap="xs" maw={420} ml="auto">
          {toasts.map((toast) => (
            <Notification
              key={toast.id}
              role={toast.tone === 'error' ? 'alert' : 'status'}
              color={toast.tone === 'error' ? 'red' : 'teal'}
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
