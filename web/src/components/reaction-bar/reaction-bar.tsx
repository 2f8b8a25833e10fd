// The community's reactions on a post or comment: toggle buttons (pressed = the viewer's own) where the viewer may
// react, a quiet summary of the counts elsewhere (feed cards). Plain elements (reaction-bar.module.css): the bar is on
// every card and comment.
import { useState } from 'react';
import classes from './reaction-bar.module.css';
import { Emoji } from '../emoji/emoji.tsx';

export interface Reaction {
  key: string;
  title: string;
  emoji: string;
  /** A custom reaction's image (the community's User Reactions), shown instead of the emoji. */
  imageURL?: string | null | undefined;
}

/** The reaction's image when the community gave it one, else its emoji. */
function Glyph({ reaction, label }: { reaction: Reaction; label?: string }) {
  if (reaction.imageURL) {
    return <img src={reaction.imageURL} alt={label ?? ''} width={18} height={18} style={{ objectFit: 'contain' }} />;
  }
  return label ? <Emoji char={reaction.emoji} label={label} /> : <Emoji char={reaction.emoji} />;
}

interface ReactionBarProps {
  reactions: readonly Reaction[];
  counts: Record<string, number>;
  mine: readonly string[];
  /** Without it only reactions with a count show, not pressable. */
  onToggle?: ((key: string) => void) | undefined;
  disabled?: boolean;
  /** Only reactions in use, plus a button that opens the whole set (comments, where space is short). */
  compact?: boolean;
}

export function ReactionBar({
  reactions,
  counts,
  mine,
  onToggle,
  disabled = false,
  compact = false,
}: ReactionBarProps) {
  const [expanded, setExpanded] = useState(false);
  if (!onToggle) {
    const shown = reactions.filter((r) => (counts[r.key] ?? 0) > 0);
    if (shown.length === 0) return null;
    return (
      <div className={`${classes.row} ${classes.summary}`}>
        {shown.map((r) => (
          <span key={r.key} className={classes.count} data-mine={mine.includes(r.key) || undefined}>
            <Glyph reaction={r} label={r.title} />
            {counts[r.key]}
          </span>
        ))}
      </div>
    );
  }
  const inUse = (r: Reaction) => (counts[r.key] ?? 0) > 0 || mine.includes(r.key);
  const shown = compact && !expanded ? reactions.filter(inUse) : reactions;
  return (
    <div className={classes.row} role="group" aria-label="Reactions">
      {shown.map((r) => {
        const count = counts[r.key] ?? 0;
        const pressed = mine.includes(r.key);
        return (
          <button
            type="button"
            key={r.key}
            className={`mantine-focus-auto ${classes.toggle}`}
            aria-pressed={pressed}
            aria-label={`${r.title}, ${count}`}
            title={r.title}
            disabled={disabled}
            onClick={() => onToggle(r.key)}
          >
            <Glyph reaction={r} />
            {count > 0 && <span aria-hidden="true">{count}</span>}
          </button>
        );
      })}
      {compact && !disabled && shown.length < reactions.length && (
        <button
          type="button"
          className={`mantine-focus-auto ${classes.toggle}`}
          aria-expanded={expanded}
          aria-label="Add a reaction"
          title="Add a reaction"
          onClick={() => setExpanded(true)}
        >
          <span aria-hidden="true">☺+</span>
        </button>
      )}
    </div>
  );
}
