// /search (member-forum §2.5): posts by title words or a #hashtag (`?title=` or `?hashtag=`), with category chips
// and post-type tabs; results are feed cards, 20 at a time. Public.
import * as messages from '@hearth/shared/messages';
import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/icons/icons.tsx';
import { InfiniteScrollEnd } from '@/components/infinite-scroll-end/infinite-scroll-end.tsx';
import { useRequireAuth } from '@/features/auth/require-auth.tsx';
import { useLayout } from '@/features/forum/api/get-layout.ts';
import { useCategories } from '@/features/forum/api/list-categories.ts';
import { useSearchPosts } from '../api/search-posts.ts';
import { PostCard } from '../components/post-card/post-card.tsx';
import { CategoryChips, TypeFilter } from '../components/feed-filters/feed-filters.tsx';
import { feedMenu } from '../components/feed-view/feed-search.ts';
import { ForumShell } from '@/features/forum/components/forum-shell/forum-shell.tsx';
import { apiQueryOf, searchFor, type SearchPageSearch } from '../api/search-query.ts';
import { PlainList } from '@/components/plain-list/plain-list.tsx';

interface SearchPageProps {
  communityName: string;
  search: SearchPageSearch;
  onSearch: (next: SearchPageSearch) => void;
}

export function SearchPage({ communityName, search, onSearch }: SearchPageProps) {
  useDocumentTitle(communityName);
  const layout = useLayout();
  const requireAuth = useRequireAuth();
  const categories = useCategories(null);
  const q = apiQueryOf(search);
  const { types } = feedMenu(layout.data);
  const type = search.type && types.includes(search.type) ? search.type : 'all';
  const results = useSearchPosts({ q, categoryId: search.categoryId ?? null, type });
  const [text, setText] = useState(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, ...searchFor(text) });
  };

  const posts = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <main>
      <ForumShell>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, xs: 30 }}>
            {search.hashtag ? `#${search.hashtag.replace(/^#/, '')}` : 'Search'}
          </Title>
          <form role="search" onSubmit={submit}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                aria-label="Search by title or #hashtag"
                placeholder="Title words or #hashtag"
                type="search"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                leftSection={<SearchIcon size={16} />}
                style={{ flex: 1 }}
              />
              <Button type="submit">Search</Button>
            </Group>
          </form>
          <TypeFilter types={types} value={type} onChange={(next) => onSearch({ ...search, type: next })} />
          <CategoryChips
            categories={categories.data ?? []}
            value={search.categoryId ?? null}
            onChange={(next) => onSearch({ ...search, categoryId: next ?? undefined })}
          />
          {q === '' ? (
            <Text c="dimmed">Search posts by words in their title, or by a #hashtag.</Text>
          ) : results.isPending ? (
            <Stack gap="md" role="status" aria-busy="true" aria-label="Searching">
              <Skeleton height={140} radius="lg" />
              <Skeleton height={140} radius="lg" />
            </Stack>
          ) : results.isError ? (
            <Text role="alert">{results.error.message || messages.generic}</Text>
          ) : posts.length === 0 ? (
            <Text fw={600} ta="center" py="xl">
              {messages.noPosts}
            </Text>
          ) : (
            <PlainList gap="md" aria-label="Search results">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    reactions={layout.data?.reactions ?? []}
                    requireAuth={requireAuth}
                    headingOrder={2}
                  />
                </li>
              ))}
            </PlainList>
          )}
          <InfiniteScrollEnd query={results} label="Loading more results" />
        </Stack>
      </ForumShell>
    </main>
  );
}
