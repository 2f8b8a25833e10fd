// Where people reach Hearth: sales for Enterprise, support, and the social profiles on the help page.
export const HEARTH_SALES_EMAIL = 'sales@hearth.community';
export const HEARTH_SUPPORT_EMAIL = 'support@hearth.community';

export const HEARTH_SOCIAL_LINKS = [
  { label: 'Hearth on X', href: 'https://x.com/hearthcommunity' },
  { label: 'Hearth on LinkedIn', href: 'https://www.linkedin.com/company/hearth-community' },
  { label: 'Hearth on YouTube', href: 'https://www.youtube.com/@hearthcommunity' },
  { label: 'Hearth on Facebook', href: 'https://www.facebook.com/hearthcommunity' },
] as const;
