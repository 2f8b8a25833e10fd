import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@test/render.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

const items = () => within(screen.getByRole('list', { name: 'Password guidelines' })).getAllByRole('listitem');

describe('PasswordChecklist', () => {
  it('says in words which guidelines an empty password misses', () => {
    renderWithTheme(<PasswordChecklist password="" minLength={6} />);

    expect(items().map((item) => item.textContent)).toEqual([
      '✗At least 6 characters (not met)',
      '✗At least one letter (not met)',
      '✗At least one number (not met)',
      '✓No spaces at the start or end (met)',
    ]);
  });

  it('marks each guideline as it is met, with the minimum it is given', () => {
    renderWithTheme(<PasswordChecklist password="abc1234" minLength={8} />);

    expect(items().map((item) => item.textContent)).toEqual([
      '✗At least 8 characters (not met)',
      '✓At least one letter (met)',
      '✓At least one number (met)',
      '✓No spaces at the start or end (met)',
    ]);
  });
});
