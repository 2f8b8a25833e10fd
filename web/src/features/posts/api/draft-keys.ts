// Query keys for the member's post drafts: the list (/drafts) and one draft (the composer's restore).
export const draftKeys = {
  all: ['drafts'] as const,
  list: () => [...draftKeys.all, 'list'] as const,
  detail: (draftId: string) => [...draftKeys.all, 'detail', draftId] as const,
};
