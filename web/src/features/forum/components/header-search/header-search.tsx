// The top bar's search (member-forum §2.3: on home, subforums, the legal pages, search and settings): title words
// or a #hashtag, answered on /search?title= or ?hashtag=. A plain input: it is on the first page.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/icons/icons.tsx';
import { searchFor } from '@/features/posts/api/search-query.ts';
import classes from './header-search.module.css';

export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = searchFor(text);
    if (search.title || search.hashtag) void navigate({ to: '/search', search });
  };
  return (
    <form role="search" onSubmit={submit} className={classes.form}>
      <SearchIcon size={16} className={classes.icon} />
      <input
        aria-label="Search posts"
        placeholder="Search posts or #hashtags"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        className={classes.input}
      />
    </form>
  );
}
