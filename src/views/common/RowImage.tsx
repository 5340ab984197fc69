import { noImage, thumbnail } from './DataTable.css';

/** A row's picture; the row's name sits beside it, so the picture itself is decorative. */
export function RowImage({ src }: { src: string | null }) {
  if (!src) return <span className={noImage} aria-hidden="true">—</span>;
  return <img className={thumbnail} src={src} alt="" loading="lazy" width={40} height={40} />;
}
