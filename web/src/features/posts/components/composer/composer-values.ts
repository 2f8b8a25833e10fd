// The composer's form values and the request body they make, validated by the shared post schemas so the page
// shows the same messages the API would answer with (member-forum §5).
import { POLL_DEFAULT_OPTIONS, POLL_DURATION_DEFAULT_DAYS, POLL_MAX_CHOICES_DEFAULT } from '@hearth/shared/rules/polls';
import type { PostDetail } from '@hearth/shared/schemas/forum';
import {
  createPostBodySchema,
  editPostBodySchema,
  type CreatePostBody,
  type EditPostBody,
} from '@hearth/shared/schemas/posts';
import type { FormErrors } from '@mantine/form';
import type * as z from 'zod';
import { linkHashtagsInHtml } from '@/lib/rich-text.ts';

export type PostType = 'post' | 'image' | 'poll';

export interface ComposerValues {
  type: PostType;
  title: string;
  /** '' for home (community-wide). */
  subforumId: string;
  categoryId: string;
  content: string;
  /** The uploaded image's key; '' for none (or the image the post already has, when editing). */
  bannerKey: string;
  anonymous: boolean;
  maxChoices: number | string;
  duration: number | string;
  extendable: boolean;
  options: string[];
}

export const newPostValues = (type: PostType, subforumId: string): ComposerValues => ({
  type,
  title: '',
  subforumId,
  categoryId: '',
  content: '',
  bannerKey: '',
  anonymous: false,
  maxChoices: POLL_MAX_CHOICES_DEFAULT,
  duration: POLL_DURATION_DEFAULT_DAYS,
  extendable: false,
  options: [...POLL_DEFAULT_OPTIONS],
});

export const editPostValues = (post: PostDetail): ComposerValues => ({
  ...newPostValues(post.type, post.subforum?.id ?? ''),
  title: post.title,
  categoryId: post.category?.id ?? '',
  content: post.content,
});

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
/** Rich text with its #hashtags as links, or '' when empty. */
const contentOf = (html: string) => (html ? linkHashtagsInHtml(html) : '');
const linkPreviewOf = (url: string | null) => (url ? { requestUrl: url } : null);

export function createBody(values: ComposerValues, linkPreviewUrl: string | null): unknown {
  const common = {
    title: values.title,
    categoryId: values.categoryId,
    content: contentOf(values.content),
    anonymous: values.anonymous,
    linkPreview: linkPreviewOf(linkPreviewUrl),
    ...(values.subforumId ? { subforumId: values.subforumId } : {}),
  };
  switch (values.type) {
    case 'post':
      return { type: 'post', ...common };
    case 'image':
      return { type: 'image', ...common, ...(values.bannerKey ? { bannerKey: values.bannerKey } : {}) };
    case 'poll':
      return {
        type: 'poll',
        ...common,
        maxChoices: asNumber(values.maxChoices),
        duration: asNumber(values.duration),
        extendable: values.extendable,
        options: values.options,
      };
  }
}

export function editBody(values: ComposerValues, linkPreviewUrl: string | null): unknown {
  return {
    type: values.type,
    title: values.title,
    categoryId: values.categoryId,
    content: contentOf(values.content),
    linkPreview: linkPreviewOf(linkPreviewUrl),
    ...(values.type !== 'poll' && values.bannerKey ? { bannerKey: values.bannerKey } : {}),
  };
}

type Parsed<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

function parse<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export const parseCreate = (values: ComposerValues, linkPreviewUrl: string | null) =>
  parse<CreatePostBody>(createPostBodySchema, createBody(values, linkPreviewUrl));

export const parseEdit = (values: ComposerValues, linkPreviewUrl: string | null) =>
  parse<EditPostBody>(editPostBodySchema, editBody(values, linkPreviewUrl));
