// The composer's preview of the last external link in the content (member-forum §2.6): fetched by the server,
// removable; an error or a link to this site gives "Preview not available for this link". Texts stop at 200.
import { SUMMARY_MAX } from '@hearth/shared/constants/forum';
import { CloseButton, Group, Loader, Text } from '@mantine/core';
import { useLinkPreview } from '@/features/posts/api/preview-link.ts';
import classes from './link-preview-field.module.css';

export const PREVIEW_UNAVAILABLE = 'Preview not available for this link';

const cut = (text: string | null) => (text && text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}…` : text);

/** The last http(s) link in rich HTML: a link's address or a URL typed as text; hashtags are not links here. */
export function lastExternalLink(html: string): string | null {
  if (!html) return null;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof HTMLAnchorElement) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) found.push(href);
    } else if (node.nodeType === Node.TEXT_NODE && !node.parentElement?.closest('a')) {
      for (const match of (node.textContent ?? '').matchAll(/https?:\/\/[^\s<>"']+/gi)) {
        found.push(match[0].replace(/[.,;:!?)]+$/, ''));
      }
    }
  }
  return found.at(-1) ?? null;
}

export const isThisSite = (url: string) => {
  try {
    return new URL(url).host === window.location.host;
  } catch {
    return true;
  }
};

interface LinkPreviewFieldProps {
  url: string;
  onRemove: () => void;
}

export function LinkPreviewField({ url, onRemove }: LinkPreviewFieldProps) {
  const sameSite = isThisSite(url);
  const preview = useLinkPreview(sameSite ? null : url);
  return (
    <div className={classes.card} aria-live="polite">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {sameSite || preview.isError ? (
          <Text size="sm" c="dimmed">
            {PREVIEW_UNAVAILABLE}
          </Text>
        ) : preview.isPending ? (
          <Group gap="xs">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              Loading a preview of {url}
            </Text>
          </Group>
        ) : (
          <Group gap="sm" wrap="nowrap" className={classes.body}>
            {preview.data.imageUrl && <img src={preview.data.imageUrl} alt="" className={classes.image} />}
            <div className={classes.text}>
              <Text size="xs" c="dimmed" truncate="end">
                {preview.data.siteName ?? new URL(preview.data.url).hostname}
              </Text>
              <Text size="sm" fw={600}>
                {cut(preview.data.title) ?? preview.data.url}
              </Text>
              {preview.data.description && (
                <Text size="sm" c="dimmed">
                  {cut(preview.data.description)}
                </Text>
              )}
            </div>
          </Group>
        )}
        <CloseButton aria-label="Remove link preview" onClick={onRemove} />
      </Group>
    </div>
  );
}
