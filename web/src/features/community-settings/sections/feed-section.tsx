// Community Feed: the post types and the posts and comments sortings members can pick, each switched on or off and
// ranked by drag and drop; at least one item of each stays active.
import * as messages from '@hearth/shared/messages';
import { FEED_MENU_NAMES, type FeedBody, type FeedMenuName } from '@hearth/shared/schemas/platform-settings';
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useToast } from '@/components/toast/toast-provider.tsx';
import { useMutationSubmit } from '@/lib/form.ts';
import { useSaveSection } from '../api/platform-settings.ts';
import { SectionFrame } from '../components/section-frame.tsx';
import { SortableMenu } from '../components/sortable-menu.tsx';
import type { SectionProps } from './types.ts';

const LABELS: Record<FeedMenuName, string> = {
  postTypes: 'Post types',
  postsSorting: 'Posts sorting',
  commentsSorting: 'Comments sorting',
};
const NAMES: Record<string, string> = {
  post: 'Text',
  image: 'Image',
  poll: 'Poll',
  hot: 'Hot',
  new: 'New',
  top: 'Top',
  old: 'Old',
};

export default function FeedSection({ communityId, settings }: SectionProps) {
  const toast = useToast();
  const form = useForm<FeedBody>({
    initialValues: settings.feed,
    validate: Object.fromEntries(
      FEED_MENU_NAMES.map((name) => [
        name,
        (items: FeedBody[FeedMenuName]) =>
          items.some((item) => item.enabled) ? null : messages.feedMenuActiveRequired,
      ]),
    ),
  });
  const save = useSaveSection<FeedBody>(communityId, 'feed');
  const { submit, alert } = useMutationSubmit(form, save, {
    fields: FEED_MENU_NAMES,
    onSuccess: () => toast(messages.communityFeedUpdated),
  });
  return (
    <SectionFrame
      title="Community Feed"
      description="Choose what members can filter and sort by, and in which order the choices appear."
      onSubmit={submit}
      saving={save.isPending}
      alert={alert}
    >
      <SimpleGrid cols={3} spacing="lg">
        {FEED_MENU_NAMES.map((name) => (
          <SortableMenu
            key={name}
            label={LABELS[name]}
            names={NAMES}
            items={form.values[name]}
            onChange={(update) => {
              form.setFieldValue(name, update);
              const items = form.getValues()[name];
              form.setFieldError(name, items.some((item) => item.enabled) ? null : messages.feedMenuActiveRequired);
            }}
            error={form.errors[name] as string | undefined}
          />
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
