import { classList } from './class-list';
import { Glyph } from './glyph';

/**
 * The pause button of a rotating badge (useRotation). The name stays the same and
 * aria-pressed carries the state ("Pause mottos, toggle button, pressed"), so the name never
 * changes under a screen reader; the icon shows what a press does next. 24 px square for
 * WCAG 2.5.8; the negative margin keeps the badge as tall as its text.
 */
export function RotationToggle({
  label,
  paused,
  onToggle,
  className,
}: {
  label: string;
  paused: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={paused}
      onClick={onToggle}
      className={classList('rotation-toggle', className)}
    >
      <Glyph name={paused ? 'play' : 'pause'} className="size-3 fill-current" />
    </button>
  );
}
