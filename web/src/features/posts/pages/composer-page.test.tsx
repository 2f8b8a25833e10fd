import * as messages from '@hearth/shared/messages';
import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { serveAuthOptions, serveSession, serveSite } from '@test/api.ts';
import { member } from '@test/fixtures.ts';
import { demoLayout, postDetail } from '@test/forum-data.ts';
import { serveCategories, serveComments, serveLayout, servePost } from '@test/forum.ts';
import { server } from '@test/msw-server.ts';
import { renderCommunity } from '@test/render.tsx';

function openComposer(path = '/new-post') {
  serveSite();
  serveSession(member);
  serveCategories();
  return renderCommunity(path);
}

/** The request the composer sends, answered with `answer`. */
function serveCreate(answer: { id: string; slug: string; approved: true | null }) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v1/posts', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status: 201 });
    }),
  );
  return bodies;
}

function paste(input: HTMLElement, text: string) {
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
}

describe('composer', () => {
  it('is "Submit a Post", counts the title against 75 and shows the spec messages', async () => {
    openComposer();

    expect(await screen.findByRole('heading', { level: 1, name: 'Submit a Post' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Submit a Post'));
    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('0/75');
    await userEvent.type(title, 'x'.repeat(76));
    expect(title).toHaveAccessibleDescription('76/75');
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(title).toHaveAccessibleDescription(expect.stringContaining(messages.titleTooLong));
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(messages.categoryRequired);
    expect(screen.getByText(messages.contentRequired)).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining(messages.titleRequired));
  });

  it('leaves the AI writing assist out of the editor while the community has it off', async () => {
    openComposer();
    await screen.findByRole('textbox', { name: 'Content' });
    expect(screen.queryByRole('button', { name: 'Write with AI' })).not.toBeInTheDocument();
  });

  it('opens the AI dialog from the editor’s toolbar when the community has it on', async () => {
    serveLayout({ ...demoLayout, aiContentGeneration: true });
    openComposer();
    await screen.findByRole('textbox', { name: 'Content' });
    await userEvent.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByRole('dialog', { name: 'Write with AI' })).toBeInTheDocument();
  });

  it('offers only the post types the role may create', async () => {
    openComposer();
    const types = await screen.findByRole('radiogroup', { name: 'Post type' });
    expect(types).toHaveTextContent('TextImagePoll');
  });

  it('starts a poll with 1 choice, 3 days and two empty options, and checks each with the spec messages', async () => {
    openComposer('/new-post?type=poll');

    expect(await screen.findByLabelText('Choices per member')).toHaveValue('1');
    expect(screen.getByLabelText('Duration (days)')).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('');
    await userEvent.clear(screen.getByLabelText('Choices per member'));
    await userEvent.clear(screen.getByLabelText('Duration (days)'));
    await userEvent.type(screen.getByLabelText('Duration (days)'), '101');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), 'x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByLabelText('Choices per member')).toHaveAccessibleDescription(
      expect.stringContaining(messages.pollMaxChoicesRange),
    );
    expect(screen.getByLabelText('Duration (days)')).toHaveAccessibleDescription(
      expect.stringContaining(messages.pollDurationRange),
    );
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveAccessibleDescription(messages.pollOptionTooShort);
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveAccessibleDescription(messages.pollOptionTooLong);
  });

  it('replaces the options with pasted lines, and says "Options are required." for an empty paste', async () => {
    openComposer('/new-post?type=poll');

    const first = await screen.findByRole('textbox', { name: 'Option 1' });
    paste(first, '  \n\n ');
    expect(await screen.findByText(messages.pollOptionsRequired)).toBeInTheDocument();
    paste(first, 'Sunrise\n\n Sunset \nMidnight\n');
    expect(await screen.findByRole('textbox', { name: 'Option 3' })).toHaveValue('Midnight');
    expect(screen.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Sunrise');
    expect(screen.getByRole('textbox', { name: 'Option 2' })).toHaveValue('Sunset');
    expect(screen.queryByText(messages.pollOptionsRequired)).not.toBeInTheDocument();
    paste(first, 'Only one\n');
    expect(await screen.findByText(messages.pollOptionsMin)).toBeInTheDocument();
  });

  it('asks an image post for its attachment and refuses other file types', async () => {
    openComposer('/new-post?type=image');

    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(messages.attachmentRequired)).toBeInTheDocument();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByLabelText('Image file'), file, { applyAccept: false });
    expect(await screen.findByText(messages.unsupportedImageType)).toBeInTheDocument();
  });

  it('sends a poll and opens the new post', async () => {
    const bodies = serveCreate({ id: 'p7', slug: 'which-loop-p7', approved: true });
    servePost(postDetail({ id: 'p7', slug: 'which-loop-p7', title: 'Which loop?' }));
    serveComments([]);
    const { location } = openComposer('/new-post?type=poll');

    await userEvent.type(await screen.findByLabelText('Title'), 'Which loop?');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'cat_routes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Lake');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Hill');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Members can add options' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toBe('/post/which-loop-p7'));
    expect(bodies).toEqual([
      {
        type: 'poll',
        title: 'Which loop?',
        categoryId: 'cat_routes',
        content: '',
        anonymous: false,
        linkPreview: null,
        maxChoices: 1,
        duration: 3,
        extendable: true,
        options: ['Lake', 'Hill'],
      },
    ]);
  });

  it('goes to the waiting-approval page when the post needs a moderator, with its text and Return Home', async () => {
    serveCreate({ id: 'p8', slug: 'queued-p8', approved: null });
    const { location } = openComposer('/new-post?type=poll');

    await userEvent.type(await screen.findByLabelText('Title'), 'Queued poll');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'cat_routes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Yes');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toBe('/new-post/success/waiting-approval?post=queued-p8'));
    expect(await screen.findByRole('heading', { name: messages.postAwaitingApproval })).toBeInTheDocument();
    expect(screen.getByText(/moderation team is reviewing your post/)).toBeInTheDocument();
    expect(screen.getByText(/notification/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Preview your post' })).toHaveAttribute('href', '/post/preview/queued-p8');
  });

  it('sends a guest to sign in first', async () => {
    serveSite();
    serveSession(null);
    serveAuthOptions();
    const { location } = renderCommunity('/new-post?type=poll');
    await waitFor(() => expect(location()).toMatch(/^\/sign-in\?redirect=/));
  });

  it.each([
    ["a member on someone else's post", ['report', 'copyLink'], messages.notAuthor],
    [
      'staff on a post by a rank at or above theirs',
      ['pin', 'archive', 'move', 'report', 'copyLink'],
      messages.moderationTargetProtected,
    ],
  ] as const)('offers no form to %s, and says why', async (_who, menu, text) => {
    serveSite();
    serveSession(member);
    serveCategories();
    servePost(postDetail({ menu: [...menu] }));
    serveComments([]);
    renderCommunity('/edit-post/morning-loop-p1');
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('edits a post as "Edit Post": no type, subforum or anonymity to change, and saves the fields', async () => {
    serveSite();
    serveSession(member);
    serveCategories();
    servePost(postDetail({ menu: ['edit', 'delete', 'copyLink'] }));
    serveComments([]);
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v1/posts/:postId', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: 'p1', slug: 'morning-loop-p1', approved: true });
      }),
    );
    const { location } = renderCommunity('/edit-post/morning-loop-p1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit Post'));
    expect(screen.queryByRole('radiogroup', { name: 'Post type' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subforum')).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Post anonymously' })).not.toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Morning loop around the lake');
    await userEvent.type(title, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe('/post/morning-loop-p1'));
    expect(bodies).toEqual([
      {
        type: 'post',
        title: 'Morning loop around the lake!',
        categoryId: 'cat_routes',
        content: '<p>Ten kilometres, mostly flat. <a class="hashtag" href="/search?hashtag=lake">#lake</a></p>',
        linkPreview: null,
      },
    ]);
  });

  it('says "Something went wrong, please try again." with Back to Home when the post will not load', async () => {
    serveSite();
    serveSession(member);
    server.use(
      http.get('/api/v1/posts/:slug', () =>
        HttpResponse.json({ error: 'INTERNAL', message: messages.generic }, { status: 500 }),
      ),
    );
    renderCommunity('/edit-post/broken-p9');

    expect(await screen.findByRole('heading', { name: messages.generic }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
