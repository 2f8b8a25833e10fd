// The editor's own blots, so Quill's output is the markup the server keeps (sanitize.ts): a mention is
// <span class="mention" data-member-id="ID">@Name</span>, a video an iframe (Quill's semantic HTML would otherwise
// write a video as a plain link).
import Quill from 'quill';
import Embed from 'quill/blots/embed';
import Video from 'quill/formats/video';

export interface MentionValue {
  id: string;
  name: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

class MentionBlot extends Embed {
  static override blotName = 'mention';
  static override tagName = 'SPAN';
  static override className = 'mention';

  static override create(value: MentionValue) {
    const node = super.create(value) as HTMLElement;
    node.setAttribute('data-member-id', value.id);
    node.textContent = `@${value.name}`;
    return node;
  }

  static override value(node: HTMLElement): MentionValue {
    return {
      id: node.getAttribute('data-member-id') ?? '',
      name: (node.textContent ?? '').replace(/[\uFEFF]/g, '').replace(/^@/, ''),
    };
  }

  html() {
    const { id, name } = MentionBlot.value(this.domNode as HTMLElement);
    return `<span class="mention" data-member-id="${escapeHtml(id)}">@${escapeHtml(name)}</span>`;
  }
}

class VideoBlot extends Video {
  override html() {
    const src = (this.domNode as unknown as HTMLIFrameElement).getAttribute('src') ?? '';
    return `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${escapeHtml(src)}"></iframe>`;
  }
}

let registered = false;

export function registerForumFormats() {
  if (registered) return;
  registered = true;
  Quill.register({ 'formats/mention': MentionBlot, 'formats/video': VideoBlot }, true);
}

/** A YouTube or Vimeo page link as the embed address the server accepts; null for anything else. */
export function videoEmbedUrl(link: string): string | null {
  const text = link.trim();
  const youtube =
    /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)([A-Za-z0-9_-]{6,20})/.exec(
      text,
    ) ?? /^(?:https?:\/\/)?youtu\.be\/([A-Za-z0-9_-]{6,20})/.exec(text);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^(?:https?:\/\/)?(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})/.exec(text);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  return null;
}
