// Query keys of the supporters feature: the signed-in member's supporter subscription and the offer it is sold by.
export const supporterKeys = {
  all: ['supporters'] as const,
  mine: () => [...supporterKeys.all, 'mine'] as const,
};
