// The composer (member-forum §2.6, §5): /new-post?type=post|image|poll ("Submit a Post") and /edit-post/{slug}
// ("Edit Post"). Title with its length/75 counter, subforum and category, rich text (Quill, loaded with this page
// only) with @mentions, #hashtags and videos, the image of an image post, the poll's fields, a removable preview
// of the last external link, and "Post anonymously" where the role allows it (not when editing).
import * as messages from '@hearth/shared/messages';
import type { Layout, PostDetail, ScopePermissions } from '@hearth/shared/schemas/forum';
import { POST_TITLE_MAX } from '@hearth/shared/schemas/posts';
import {
  Alert,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { memberAiAssist } from '@/lib/ai-complete.ts';
import { placeApiError } from '@/lib/form-errors.ts';
import { focusFirstError } from '@/lib/form.ts';
import { useCategories } from '@/features/forum/api/list-categories.ts';
import { useCreatePost } from '@/features/posts/api/create-post.ts';
import { useEditPost } from '@/features/posts/api/edit-post.ts';
import { feedQueryOptions } from '@/features/posts/api/get-feed.ts';
import { useLinkPreview } from '@/features/posts/api/preview-link.ts';
import { ImageField } from '../image-field/image-field.tsx';
import { isThisSite, lastExternalLink, LinkPreviewField } from '../link-preview-field/link-preview-field.tsx';
import { PollFields } from '../poll-fields/poll-fields.tsx';
import {
  editPostValues,
  newPostValues,
  parseCreate,
  parseEdit,
  type ComposerValues,
  type PostType,
} from './composer-values.ts';
import classes from './composer.module.css';
import { type ComposerDraft, DraftControls } from './draft-controls.tsx';
import { draftBody, draftValues } from './draft-values.ts';
import { useDraftAutosave } from './use-draft-autosave.ts';
import { DialogActions } from '@/components/dialog-actions/dialog-actions.tsx';

const PostEditor = lazy(() => import('../post-editor/post-editor.tsx'));

const typeLabels: Record<PostType, string> = { post: 'Text', image: 'Image', poll: 'Poll' };
const formFields = ['title', 'categoryId', 'content', 'bannerKey', 'maxChoices', 'duration', 'options'] as const;

export type ComposerProps =
  | {
      mode: 'create';
      layout: Layout;
      type: PostType;
      /** The subforum to start in (slug), from the page the member came from. */
      subforumSlug: string | null;
      onTypeChange: (type: PostType) => void;
      onCreated: (post: { slug: string; approved: boolean | null }) => void;
      onCancel: () => void;
      /** The server-side draft this composer saves as the member types (restored when there is one). */
      draft?: ComposerDraft;
    }
  | {
      mode: 'edit';
      layout: Layout;
      post: PostDetail;
      onSaved: (post: { slug: string }) => void;
      onCancel: () => void;
    };

export function Composer(props: ComposerProps) {
  const draft = props.mode === 'create' ? props.draft : undefined;
  const { layout } = props;
  const editing = props.mode === 'edit';
  const startSubforum =
    props.mode === 'create'
      ? (layout.subforums.find((s) => s.slug === props.subforumSlug && s.visibility === 'visible')?.id ?? '')
      : (props.post.subforum?.id ?? '');
  const form = useForm<ComposerValues>({
    initialValues:
      props.mode === 'edit'
        ? editPostValues(props.post)
        : draft?.restored
          ? draftValues(draft.restored)
          : newPostValues(props.type, startSubforum),
  });
  const [uploadedKeys, setUploadedKeys] = useState<string[]>(draft?.restored?.imageKeys ?? []);
  const values = form.getValues();
  const subforum = layout.subforums.find((s) => s.id === values.subforumId) ?? null;
  const permissions = useScopePermissions(layout, subforum?.slug ?? null);
  const categories = useCategories(subforum?.slug ?? null);
  const allowedTypes = (['post', 'image', 'poll'] as const).filter((t) => permissions[t]);
  const type: PostType = editing || allowedTypes.includes(values.type) ? values.type : (allowedTypes[0] ?? values.type);

  const autosave = useDraftAutosave({
    draftId: draft?.id ?? '',
    body: draftBody(values, type, uploadedKeys),
    restored: Boolean(draft?.restored),
    enabled: Boolean(draft),
    ...(draft ? { onFirstSave: draft.onFirstSave } : {}),
  });
  const create = useCreatePost();
  const edit = useEditPost(props.mode === 'edit' ? props.post.id : '');
  const pending = create.isPending || edit.isPending;
  const [alert, setAlert] = useState<string | null>(null);

  const [debouncedContent] = useDebouncedValue(values.content, 700);
  const link = useMemo(() => lastExternalLink(debouncedContent), [debouncedContent]);
  const [dismissedLink, setDismissedLink] = useState<string | null>(null);
  const shownLink = link && link !== dismissedLink ? link : null;
  const preview = useLinkPreview(shownLink && !isThisSite(shownLink) ? shownLink : null);
  const keptLink = shownLink && preview.isSuccess ? shownLink : null;

  const labelId = useId();
  const contentErrorId = useId();
  const contentError = form.errors.content;

  const submit = form.onSubmit((raw) => {
    if (pending) return;
    const current = { ...raw, type };
    setAlert(null);
    const parsed = props.mode === 'edit' ? parseEdit(current, keptLink) : parseCreate(current, keptLink);
    if (!parsed.ok) {
      form.setErrors(parsed.errors);
      focusFirstError(form, parsed.errors);
      return;
    }
    const onError = (error: unknown) => {
      const placed = placeApiError(error, formFields);
      form.setErrors(placed.fields);
      setAlert(placed.message);
    };
    if (props.mode === 'edit') {
      edit.mutate(parsed.body as Parameters<typeof edit.mutate>[0], {
        onSuccess: (result) => props.onSaved(result),
        onError,
      });
    } else {
      // Publishing deletes the draft, so no save may follow it; a refused post goes on saving.
      autosave.stop();
      const body = parsed.body as Parameters<typeof create.mutate>[0];
      // A draft that was never saved has nothing on the server to delete.
      const written = draft && autosave.state !== 'idle';
      create.mutate(written ? { ...body, draftId: draft.id } : body, {
        onSuccess: (result) => props.onCreated(result),
        onError: (error) => {
          autosave.resume();
          onError(error);
        },
      });
    }
  });

  const setType = (next: PostType) => {
    form.setFieldValue('type', next);
    form.clearErrors();
    if (props.mode === 'create') props.onTypeChange(next);
  };

  const contentLabel = type === 'post' ? 'Content' : 'Description (optional)';

  return (
    <form onSubmit={submit} noValidate className={classes.form} aria-labelledby="composer-title">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={1} id="composer-title" fz={{ base: 26, xs: 32 }}>
            {editing ? 'Edit Post' : 'Submit a Post'}
          </Title>
          {draft && (
            <DraftControls
              draftId={draft.id}
              state={autosave.state}
              onDiscard={autosave.stop}
              onDiscarded={draft.onDiscarded}
            />
          )}
        </Group>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        )}
        {!editing && allowedTypes.length === 0 ? (
          <Alert color="yellow" variant="light">
            {messages.postTypeNotAllowed}
          </Alert>
        ) : (
          !editing &&
          allowedTypes.length > 1 && (
            <SegmentedControl
              aria-label="Post type"
              value={type}
              onChange={(next) => setType(next as PostType)}
              data={allowedTypes.map((t) => ({ value: t, label: typeLabels[t] }))}
              fullWidth
              className={classes.types}
            />
          )
        )}
        <TextInput
          label="Title"
          required
          withAsterisk={false}
          description={`${values.title.length}/${POST_TITLE_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          classNames={{ description: classes.counter }}
          maxLength={POST_TITLE_MAX + 25}
          {...form.getInputProps('title')}
        />
        <Group grow align="flex-start" className={classes.selects}>
          <NativeSelect
            label="Subforum"
            disabled={editing}
            value={values.subforumId}
            onChange={(event) => {
              form.setFieldValue('subforumId', event.currentTarget.value);
              form.setFieldValue('categoryId', '');
            }}
            data={[
              { value: '', label: 'Home (community-wide)' },
              ...layout.subforums
                .filter((s) => s.visibility === 'visible')
                .map((s) => ({ value: s.id, label: `${s.emoji} ${s.title}` })),
            ]}
          />
          <NativeSelect
            label="Category"
            required
            withAsterisk={false}
            data={[
              { value: '', label: categories.isPending ? 'Loading…' : 'Choose a category', disabled: true },
              ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.title })),
            ]}
            {...form.getInputProps('categoryId')}
            error={form.errors.categoryId ?? (categories.isError ? categories.error.message : undefined)}
          />
        </Group>
        {type === 'image' && (
          <ImageField
            required={!editing}
            currentURL={props.mode === 'edit' ? props.post.bannerURL : (draft?.restored?.bannerUrl ?? null)}
            onUploaded={(key) => {
              form.setFieldValue('bannerKey', key ?? '');
              if (key) setUploadedKeys((keys) => [...keys, key]);
            }}
            error={form.errors.bannerKey as string | undefined}
          />
        )}
        <Input.Wrapper
          labelElement="div"
          label={<span id={labelId}>{contentLabel}</span>}
          error={contentError ? <span id={contentErrorId}>{contentError}</span> : null}
        >
          <Suspense fallback={<Skeleton role="status" height={250} radius="md" aria-label="Loading the editor" />}>
            <PostEditor
              labelledBy={labelId}
              describedBy={contentError ? contentErrorId : undefined}
              invalid={Boolean(contentError)}
              initialHtml={form.getInitialValues().content}
              onChange={(html) => form.setFieldValue('content', html)}
              placeholder="Write something. Type @ to mention a member, # for a hashtag."
              ai={layout.aiContentGeneration ? memberAiAssist : undefined}
            />
          </Suspense>
        </Input.Wrapper>
        {shownLink && <LinkPreviewField url={shownLink} onRemove={() => setDismissedLink(shownLink)} />}
        {type === 'poll' &&
          (editing ? (
            <Alert variant="light" color="gray">
              The poll’s options and settings cannot change once members may have voted.
            </Alert>
          ) : (
            <PollFields
              values={values}
              errors={form.errors as Record<string, string | undefined>}
              onChange={(patch) => form.setValues(patch)}
              onOptionsError={(message) => form.setFieldError('options', message)}
            />
          ))}
        {!editing && permissions.anonymousPost && (
          <Checkbox label="Post anonymously" {...form.getInputProps('anonymous', { type: 'checkbox' })} />
        )}
        <DialogActions
          onCancel={props.onCancel}
          confirmLabel={editing ? 'Save changes' : 'Submit'}
          pending={pending}
          disabled={!editing && allowedTypes.length === 0}
        />
      </Stack>
    </form>
  );
}

/** Home's permissions come with the layout; a subforum's with its feed (the first page, usually cached). */
function useScopePermissions(layout: Layout, subforumSlug: string | null): ScopePermissions {
  const feed = useInfiniteQuery({
    ...feedQueryOptions({
      subforum: subforumSlug,
      type: 'all',
      sort: layout.feed.postsSorting[0] ?? 'hot',
      categoryId: null,
    }),
    enabled: subforumSlug !== null,
  });
  if (!subforumSlug) return layout.permissions;
  return feed.data?.pages[0]?.permissions ?? layout.permissions;
}
