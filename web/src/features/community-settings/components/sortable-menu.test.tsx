// A feed menu's switches and drags change the menu as it is when they happen: two changes before the page has
// re-rendered (a keyboard user toggling fast, a toggle right after a drop) both hold; neither undoes the other.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@test/render.tsx';
import { type MenuEntry, type MenuUpdate, SortableMenu } from './sortable-menu.tsx';

const NAMES = { post: 'Text', poll: 'Poll', image: 'Image' };
const ITEMS: MenuEntry[] = [
  { value: 'post', enabled: true },
  { value: 'poll', enabled: true },
  { value: 'image', enabled: true },
];

describe('a feed menu', () => {
  it('applies each change to the menu as it then is, even before the parent re-renders', async () => {
    // A parent that has not re-rendered yet: the menu keeps its first items while the changes arrive.
    let current = ITEMS;
    const onChange = (update: MenuUpdate) => {
      current = update(current);
    };
    renderWithTheme(<SortableMenu label="Post types" items={ITEMS} names={NAMES} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show Text' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show Poll' }));
    expect(current).toEqual([
      { value: 'post', enabled: false },
      { value: 'poll', enabled: false },
      { value: 'image', enabled: true },
    ]);
  });
});
