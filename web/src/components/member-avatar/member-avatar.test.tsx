// Avatars are drawn without Mantine's Avatar (member-avatar.module.css): a name must get the colour, the initials and
// the black-or-white text that Mantine's filled Avatar gives it under the app's theme.
import { Avatar } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/app/theme-provider.tsx';
import { renderWithTheme } from '@test/render.tsx';
import { AuthorAvatar, INITIALS_COLORS, initials, initialsColor, MemberAvatar } from './member-avatar.tsx';

const names = ['Ada Lovelace', 'Sam Skill', 'Ann A', 'Ben B', 'Cy C', 'Di D', 'Ed E', 'Pic P', 'grace', 'Ö Ünal', ''];

describe('member avatars', () => {
  it.each(names)('give %j the colour and initials Mantine gives it', (name) => {
    const mantine = renderToStaticMarkup(
      <ThemeProvider>
        <Avatar name={name} color="initials" variant="filled" />
      </ThemeProvider>,
    );
    expect(mantine).toContain(`--avatar-bg:var(--mantine-color-${initialsColor(name)}-filled)`);
    if (initials(name)) expect(mantine).toContain(`>${initials(name)}</span>`);
  });

  it('writes black initials on every colour but violet, as the theme’s autoContrast does (the stylesheet’s rule)', () => {
    for (const color of INITIALS_COLORS) {
      const name = names
        .concat(Array.from({ length: 200 }, (_, i) => `Member ${i}`))
        .find((n) => initialsColor(n) === color)!;
      const mantine = renderToStaticMarkup(
        <ThemeProvider>
          <Avatar name={name} color="initials" variant="filled" />
        </ThemeProvider>,
      );
      expect(mantine).toContain(`--avatar-color:var(--mantine-color-${color === 'violet' ? 'white' : 'black'})`);
    }
  });

  it('shows the picture, falls back to the initials when it fails, and is hidden from assistive tech', () => {
    const { container } = renderWithTheme(<MemberAvatar name="Ada Lovelace" pictureURL="/ada.png" size={28} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/ada.png');
    fireEvent.error(img);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(container.querySelector('[data-color]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives an anonymous author an outline, not initials', () => {
    const { container } = renderWithTheme(
      <AuthorAvatar author={{ memberId: null, fullName: 'Anonymous', profilePicURL: null }} size={28} />,
    );
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.queryByText('AN')).not.toBeInTheDocument();
    expect(container.querySelector('[data-color]')).toHaveAttribute('data-color', 'gray');
  });
});
