// A reaction toggle as the viewer sees it: on when it was off (count +1), off when it was on (count −1).

export interface ReactionState {
  reactions: Record<string, number>;
  mine: string[];
}

export function toggleReaction(state: ReactionState, key: string): ReactionState {
  const on = state.mine.includes(key);
  const count = Math.max(0, (state.reactions[key] ?? 0) + (on ? -1 : 1));
  return {
    reactions: { ...state.reactions, [key]: count },
    mine: on ? state.mine.filter((k) => k !== key) : [...state.mine, key],
  };
}
