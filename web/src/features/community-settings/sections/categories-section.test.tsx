import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CategoriesSection } from './categories-section.tsx';
import { CID, category, renderSection, serveStructure, subforum } from './structure-test-kit.tsx';

beforeEach(() => localStorage.clear());

const state = () => ({
  subforums: [subforum('s1', 'General', 1)],
  categories: [
    category('c1', 'News', 1),
    category('c2', 'Questions', 2),
    category('c3', 'Ideas', 1, { subforumId: 's1' }),
  ],
});

describe('Post Categories section', () => {
  it('shows the community-wide categories first, then those of the subforum chosen', async () => {
    serveStructure(state());
    renderSection(<CategoriesSection />);
    expect(await screen.findByText('News')).toBeInTheDocument();
    expect(screen.getByText('Questions')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Subforum' }));
    await userEvent.click(await screen.findByRole('option', { name: 'General' }));
    expect(await screen.findByText('Ideas')).toBeInTheDocument();
    expect(screen.queryByText('News')).not.toBeInTheDocument();
  });

  it('adds a category only with a title', async () => {
    const sent = serveStructure(state(), (s) =>
      s.method === 'POST' ? { status: 201, body: category('c9', 'Releases', 3) } : null,
    );
    renderSection(<CategoriesSection />);
    await screen.findByText('News');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Title is required!')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'New category' }), 'Releases');
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `/api/v1/communities/${CID}/categories`,
      body: { subforumId: 'home', title: 'Releases' },
    });
    expect(await screen.findByText(messages.categoriesUpdated)).toBeInTheDocument();
  }, 20_000);

  it('keeps the switch on and says why when the last active category cannot be disabled', async () => {
    serveStructure(state(), (s) =>
      s.method === 'PUT'
        ? {
            status: 409,
            body: { error: 'CONFLICT', reason: 'LAST_ACTIVE_CATEGORY', message: messages.lastActiveCategory },
          }
        : null,
    );
    renderSection(<CategoriesSection />);
    const toggle = await screen.findByRole('switch', { name: 'News enabled' });
    await userEvent.click(toggle);
    expect(await screen.findByText(messages.lastActiveCategory)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'News enabled' })).toBeChecked());
  });

  it('deletes a category reassigning its posts: a target is required, then the phrase', async () => {
    const sent = serveStructure(state(), (s) =>
      s.method === 'DELETE'
        ? { status: 200, body: { id: 'c1', deleted: true, mode: 'reassign', targetCategoryId: 'c2' } }
        : null,
    );
    renderSection(<CategoriesSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete News' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete News?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /delete this category/ }), 'delete this category');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    expect(await within(dialog).findByText('Select category to reassign existing posts.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category to reassign existing posts to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Questions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'DELETE',
      path: `/api/v1/communities/${CID}/categories/c1`,
      body: { phrase: 'delete this category', mode: 'reassign', targetCategoryId: 'c2' },
    });
    expect(await screen.findByText('News category deleted successfully!')).toBeInTheDocument();
  }, 20_000);

  it('deletes a category with its posts when asked to', async () => {
    const sent = serveStructure(state(), (s) =>
      s.method === 'DELETE'
        ? { status: 200, body: { id: 'c2', deleted: true, mode: 'delete', targetCategoryId: null } }
        : null,
    );
    renderSection(<CategoriesSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Questions?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Delete them' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /delete this category/ }), 'delete this category');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Category' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ phrase: 'delete this category', mode: 'delete' });
  }, 20_000);
});
