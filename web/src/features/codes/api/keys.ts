// Query keys of the lifetime codes: the signed-in owner's code list, one entry per status filter.
export const codeKeys = {
  all: ['codes'] as const,
  list: (status: string) => [...codeKeys.all, 'list', status] as const,
  check: (code: string) => [...codeKeys.all, 'check', code] as const,
};
