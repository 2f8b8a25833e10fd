// The post composer's rich text (Quill, snow theme), loaded only with the composer: headings, emphasis, lists,
// links, quotes, YouTube/Vimeo videos, and @mentions that search the community's members as you type. The editable
// area is named by the page's visible label; toolbar buttons get readable names.
import { Button, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { AiAssist } from '@/lib/ai-complete.ts';
import { AI_TOOLBAR_ITEM, useAiAssist } from '@/lib/quill-ai.tsx';
import { type QuillFieldProps, useQuillField } from '@/lib/quill-editor.ts';
import 'quill/dist/quill.snow.css';
import { useEffect, useId, useRef, useState } from 'react';
import { searchMentions, type MentionCandidate } from '@/features/posts/api/search-mentions.ts';
import { registerForumFormats, videoEmbedUrl, type MentionValue } from './quill-formats.ts';
import mentions from '@/components/rich-html/mention.module.css';
import classes from './post-editor.module.css';

/** `ai`: the community has AI content generation on, and the toolbar offers the AI writing assist. */
export type PostEditorProps = QuillFieldProps & { ai?: AiAssist | undefined };

// Mentions and our video embed, registered before any editor is made.
registerForumFormats();

/** What follows an @ right before the cursor (a name's start). */
const MENTION_QUERY = /(?:^|\s)@([\p{L}\p{N}_.'-]{1,30})$/u;

interface MentionState {
  /** Where the @ is. */
  at: number;
  query: string;
  items: MentionCandidate[];
  active: number;
  top: number;
  left: number;
}

export default function PostEditor({ ai, ...props }: PostEditorProps) {
  const assist = useAiAssist(ai);
  const wrapper = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [mention, setMention] = useState<MentionState | null>(null);
  const mentionRef = useRef<MentionState | null>(null);
  const [videoOpen, setVideoOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    mentionRef.current = mention;
  }, [mention]);

  const quillRef = useQuillField(
    host,
    props,
    {
      toolbar: {
        container: [
          [{ header: 2 }, 'bold', 'italic', 'underline', 'link'],
          [{ list: 'ordered' }, { list: 'bullet' }, 'blockquote'],
          ['video', 'clean'],
          ...(ai ? [[AI_TOOLBAR_ITEM]] : []),
        ],
        handlers: { video: () => setVideoOpen(true), [AI_TOOLBAR_ITEM]: assist.open },
      },
    },
    (quill) => {
      const detach = assist.attach(quill);
      let lookup = 0;
      const findMention = () => {
        const range = quill.getSelection();
        if (!range || range.length > 0) return setMention(null);
        const [line, offset] = quill.getLine(range.index);
        const lineStart = range.index - offset;
        const before = line ? quill.getText(lineStart, offset) : '';
        const match = MENTION_QUERY.exec(before);
        if (!match) return setMention(null);
        const query = match[1]!;
        const at = range.index - query.length - 1;
        const bounds = quill.getBounds(range.index);
        // Bounds are relative to the editing area, the list to the wrapper above the toolbar.
        const area = quill.container;
        const ticket = ++lookup;
        window.setTimeout(() => {
          if (ticket !== lookup) return;
          searchMentions(query)
            .then((items) => {
              if (ticket !== lookup) return;
              setMention(
                items.length === 0
                  ? null
                  : {
                      at,
                      query,
                      items,
                      active: 0,
                      top: area.offsetTop + (bounds?.bottom ?? 0) + 6,
                      left: area.offsetLeft + Math.max(0, bounds?.left ?? 0),
                    },
              );
            })
            .catch(() => setMention(null));
        }, 200);
      };

      quill.on('text-change', (_delta, _old, source) => {
        if (source === 'user') findMention();
      });
      quill.on('selection-change', (range) => {
        if (!range) setMention(null);
      });
      return () => {
        lookup += 1;
        detach();
      };
    },
  );

  // The mention list is announced as the editor's popup (a textbox may name a listbox popup, its controlled list and
  // the active option; aria-expanded is not allowed on it); its keys win over Quill's (capture phase on the wrapper).
  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    root.setAttribute('aria-haspopup', 'listbox');
    if (mention) {
      root.setAttribute('aria-controls', listId);
      root.setAttribute('aria-activedescendant', `${listId}-${mention.active}`);
    } else {
      root.removeAttribute('aria-controls');
      root.removeAttribute('aria-activedescendant');
    }
  }, [quillRef, mention, listId]);

  const choose = (candidate: MentionCandidate) => {
    const quill = quillRef.current;
    const current = mentionRef.current;
    if (!quill || !current) return;
    const value: MentionValue = { id: candidate.memberId, name: candidate.fullName };
    quill.deleteText(current.at, current.query.length + 1, 'user');
    quill.insertEmbed(current.at, 'mention', value, 'user');
    quill.insertText(current.at + 1, ' ', 'user');
    quill.setSelection(current.at + 2, 0, 'user');
    setMention(null);
  };

  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      const current = mentionRef.current;
      if (!current || !(event.target instanceof HTMLElement) || !event.target.classList.contains('ql-editor')) return;
      const move = (by: number) =>
        setMention({ ...current, active: (current.active + by + current.items.length) % current.items.length });
      if (event.key === 'ArrowDown') move(1);
      else if (event.key === 'ArrowUp') move(-1);
      else if (event.key === 'Enter' || event.key === 'Tab') choose(current.items[current.active]!);
      else if (event.key === 'Escape') setMention(null);
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('keydown', onKey, true);
    return () => element.removeEventListener('keydown', onKey, true);
  });

  const insertVideo = (url: string) => {
    const quill = quillRef.current;
    if (!quill) return;
    const range = quill.getSelection(true);
    const index = range ? range.index + range.length : quill.getLength();
    quill.insertEmbed(index, 'video', url, 'user');
    quill.setSelection(index + 1, 0, 'user');
    setVideoOpen(false);
  };

  return (
    <div ref={wrapper} className={classes.wrapper} data-invalid={props.invalid || undefined}>
      <div ref={host} className={`${classes.editor} ${mentions.withMentions}`} />
      {videoOpen && <VideoForm onInsert={insertVideo} onCancel={() => setVideoOpen(false)} />}
      {assist.dialog}
      {mention && (
        <Paper shadow="md" withBorder className={classes.mentions} style={{ top: mention.top, left: mention.left }}>
          <ul id={listId} role="listbox" aria-label="Members to mention" className={classes.mentionList}>
            {mention.items.map((item, index) => (
              <li
                key={item.memberId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === mention.active}
                className={classes.mentionItem}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
              >
                @{item.fullName}
              </li>
            ))}
          </ul>
        </Paper>
      )}
    </div>
  );
}

function VideoForm({ onInsert, onCancel }: { onInsert: (url: string) => void; onCancel: () => void }) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: { preventDefault: () => void; stopPropagation: () => void }) => {
    event.preventDefault();
    event.stopPropagation();
    const url = videoEmbedUrl(link);
    if (url) onInsert(url);
    else setError('Paste a YouTube or Vimeo link.');
  };
  return (
    <div className={classes.video}>
      <Text size="sm" fw={600} mb={4}>
        Embed a video
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label="YouTube or Vimeo link"
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
            if (event.key === 'Escape') onCancel();
          }}
          error={error}
          autoFocus
          style={{ flex: 1 }}
        />
        <Button onClick={submit}>Insert</Button>
        <UnstyledButton onClick={onCancel} className={classes.cancel}>
          Cancel
        </UnstyledButton>
      </Group>
    </div>
  );
}
