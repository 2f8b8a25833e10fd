import * as messages from '@hearth/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@test/msw-server.ts';
import { CID, layOutRows, moveWithKeyboard, renderSection, serveStructure, subforum } from './structure-test-kit.tsx';
import { SubforumsSection } from './subforums-section.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const three = () => ({
  subforums: [subforum('s1', 'General', 1), subforum('s2', 'Events', 2), subforum('s3', 'Help', 3, { private: true })],
  categories: [],
});

describe('Subforums section', () => {
  it('lists the selected community’s subforums by rank, with their state', async () => {
    serveStructure(three());
    renderSection(<SubforumsSection />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/General|Events|Help/).textContent)).toEqual([
      'General',
      'Events',
      'Help',
    ]);
    expect(within(rows[2]!).getByText('Private')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    serveStructure(three());
    server.use(http.get(`/api/v1/communities/${CID}/subforums`, () => HttpResponse.json({}, { status: 500 })));
    renderSection(<SubforumsSection />);
    expect(await screen.findByText(messages.subforumsLoadFailed)).toBeInTheDocument();
  });

  it('moves a subforum with the keyboard and writes only its new rank: the midpoint of its new neighbours', async () => {
    const sent = serveStructure(three());
    layOutRows();
    renderSection(<SubforumsSection />);
    const handle = await screen.findByRole('button', { name: 'Move Help' });
    // Space lifts, each ArrowUp moves one place, Space drops (dnd-kit's keyboard sensor).
    await moveWithKeyboard(handle, 'ArrowUp', 'Help is over the place of Events.');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: `/api/v1/communities/${CID}/subforums/s3/rank`,
      body: { rank: 1.5 },
    });
  });

  it('adds a subforum: checks the title, starts an added role with view on, and says it was created', async () => {
    const sent = serveStructure(three(), (s) =>
      s.method === 'POST' ? { status: 201, body: { ...subforum('s4', 'Releases', 4), ...(s.body as object) } } : null,
    );
    renderSection(<SubforumsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Subforum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subforum' });
    const name = within(dialog).getByRole('textbox', { name: 'Subforum name' });
    await userEvent.click(name);
    await userEvent.paste('a'.repeat(21));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Subforum' }));
    expect(await within(dialog).findByText('Name must be 3-20 chars long')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Releases');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Private' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Add a role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Members' }));
    // Members: view On, the rest Default; Post set to Off.
    const postOverride = within(dialog).getByRole('radiogroup', { name: 'Members: Text posts' });
    await userEvent.click(within(postOverride).getByRole('radio', { name: 'Off' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Subforum' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      title: 'Releases',
      emoji: '',
      enabled: true,
      private: true,
      navigation: true,
      iconKey: null,
      bannerKey: null,
      permissions: { members: { view: true, post: false } },
    });
    expect(await screen.findByText('Releases subforum created successfully!')).toBeInTheDocument();
  }, 20_000);

  it('deletes only with the exact phrase', async () => {
    const sent = serveStructure(three(), (s) =>
      s.method === 'DELETE' ? { status: 200, body: { id: 's2', deleted: true } } : null,
    );
    renderSection(<SubforumsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Events?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Subforum' }));
    expect(await within(dialog).findByText('Key phrase is required')).toBeInTheDocument();
    const phrase = within(dialog).getByRole('textbox', { name: 'Type “delete this subforum” to confirm' });
    await userEvent.type(phrase, 'delete this');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Subforum' }));
    expect(
      await within(dialog).findByText('Incorrect keyword. Please input “delete this subforum”.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(phrase, ' subforum');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Subforum' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'DELETE',
      path: `/api/v1/communities/${CID}/subforums/s2`,
      body: { phrase: 'delete this subforum' },
    });
    expect(await screen.findByText('Events subforum deleted successfully!')).toBeInTheDocument();
  }, 20_000);
});
