// Members' rich text (posts, comments) and the community's own pages, as the server stored it. Every such HTML is
// sanitized server-side before it is stored (functions/src/platform/html/sanitize.ts: an allowlist of Quill's
// formats, mention and hashtag markup, our media, YouTube/Vimeo iframes), so it is set as HTML here unchanged.
import { Box, type BoxProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import mentions from './mention.module.css';
import classes from './rich-html.module.css';

interface RichHtmlProps extends BoxProps {
  html: string;
}

export function RichHtml({ html, className, ...others }: RichHtmlProps) {
  const navigate = useNavigate();
  // Hashtag links point inside the site: follow them in the app rather than reloading the page.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Box
      {...others}
      className={[classes.content, mentions.withMentions, className].filter(Boolean).join(' ')}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
