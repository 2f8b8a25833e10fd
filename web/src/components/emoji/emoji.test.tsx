import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Emoji } from './emoji.tsx';

describe('Emoji', () => {
  it('names a meaningful emoji as an image', () => {
    render(<Emoji char="👍" label="Like" />);
    expect(screen.getByRole('img', { name: 'Like' })).toHaveTextContent('👍');
  });

  it('hides a decorative one from assistive technology, in the emoji font stack either way', () => {
    const { container } = render(<Emoji char="💬" className="extra" />);
    const span = container.querySelector('span')!;
    expect(span).toHaveAttribute('aria-hidden', 'true');
    expect(span.className).toMatch(/emoji/);
    expect(span.className).toContain('extra');
  });
});
