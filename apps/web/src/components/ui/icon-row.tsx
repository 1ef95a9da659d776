/** The icons an `IconRow` can draw; their images (empty and filled) live in styles.css as `.icon-row-<kind>`. */
export type IconRowKind = 'star' | 'flame';

/** '1.25rem', for a length kept in rem so the row follows the reader's font size. */
function rem(value: number): string {
  return `${value}rem`;
}

/**
 * `count` icons in a row, drawn as one repeating background instead of an element per icon: the track shows
 * every icon empty, and the fill over its left `filledRem` shows them filled. Decorative: the caller names it.
 */
export function IconRow({
  kind,
  count,
  sizeRem,
  gapRem,
  filledRem,
}: {
  kind: IconRowKind;
  count: number;
  sizeRem: number;
  gapRem: number;
  filledRem: number;
}) {
  return (
    <span
      className={`icon-row icon-row-${kind}`}
      style={{
        width: rem(count * sizeRem + (count - 1) * gapRem),
        height: rem(sizeRem),
        backgroundSize: `${rem(sizeRem + gapRem)} ${rem(sizeRem)}`,
      }}
    >
      <span className="icon-row-fill" style={{ width: rem(filledRem) }} />
    </span>
  );
}
