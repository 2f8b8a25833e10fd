// An emoji as Hearth shows one (subforums, reactions): from a colour-emoji font where the system has one, else from
// the Noto Emoji web font, never as an empty box. Decorative unless it is given a label.
import classes from './emoji.module.css';

export function Emoji({ char, label, className }: { char: string; label?: string; className?: string }) {
  const names = className ? `${classes.emoji} ${className}` : classes.emoji;
  return label ? (
    <span role="img" aria-label={label} className={names}>
      {char}
    </span>
  ) : (
    <span aria-hidden="true" className={names}>
      {char}
    </span>
  );
}
