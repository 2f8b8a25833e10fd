// The frame ring around an author's avatar: drawn for a shown author who wears a frame, never for an
// anonymous or deleted one (no member id), nor for an id the catalogue does not know.
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@test/render.tsx';
import { AuthorAvatar } from '../member-avatar/member-avatar.tsx';

const author = { memberId: 'mb-1', fullName: 'Ada Lovelace', profilePicURL: null };

describe('the frame ring', () => {
  it.each([
    ['a shown author wearing Ember', { ...author, avatarFrameId: 'ember' }, 'ember'],
    ['a shown author wearing nothing', author, null],
    ['an anonymous author (no member id)', { ...author, memberId: null, avatarFrameId: 'ember' }, null],
    ['a frame id the catalogue does not know', { ...author, avatarFrameId: 'retired' }, null],
  ] as const)('%s', (_, who, frame) => {
    const { container } = renderWithTheme(<AuthorAvatar author={who} size={28} />);
    const ring = container.querySelector('[data-frame]');
    expect(ring?.getAttribute('data-frame') ?? null).toBe(frame);
    if (ring) expect((ring as HTMLElement).style.background).toContain('conic-gradient');
  });
});
