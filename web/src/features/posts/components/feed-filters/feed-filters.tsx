// The feed's and search's selectors: post type (pills), sorting (the browser's own select: light, and the phone's
// own picker) and the category chips. Only the options the community enables are offered.
import type { FeedSort, FeedType } from '@hearth/shared/schemas/forum';
import { useId } from 'react';
import { PillGroup } from '@/components/pill-group/pill-group.tsx';
import { sortLabels, typeLabels } from '../feed-view/feed-search.ts';
import classes from './feed-filters.module.css';

interface TypeFilterProps {
  types: readonly FeedType[];
  value: FeedType;
  onChange: (type: FeedType) => void;
}

export function TypeFilter({ types, value, onChange }: TypeFilterProps) {
  if (types.length <= 1) return null;
  return (
    <PillGroup
      label="Post type"
      value={value}
      onChange={onChange}
      options={types.map((type) => ({ value: type, label: typeLabels[type] }))}
    />
  );
}

interface SortFilterProps {
  sorts: readonly FeedSort[];
  value: FeedSort;
  onChange: (sort: FeedSort) => void;
}

export function SortFilter({ sorts, value, onChange }: SortFilterProps) {
  const id = useId();
  if (sorts.length <= 1) return null;
  return (
    <div className={classes.sort}>
      <label htmlFor={id} className={classes.sortLabel}>
        Sort by
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as FeedSort)}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CategoryChipsProps {
  categories: ReadonlyArray<{ id: string; title: string }>;
  value: string | null;
  onChange: (categoryId: string | null) => void;
}

export function CategoryChips({ categories, value, onChange }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  return (
    <PillGroup
      label="Category"
      variant="chips"
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? null : next)}
      options={[{ value: '', label: 'All categories' }, ...categories.map((c) => ({ value: c.id, label: c.title }))]}
    />
  );
}
