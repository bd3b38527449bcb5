/**
 * The images of an image field where a record is read: small thumbnails of a fixed size in a list
 * cell (the virtualised row keeps its 40 px), a larger preview in the view dialog. A thumbnail opens
 * the preview overlay (zoom, rotate, download, the other images of the field) by click or Enter. An
 * image that does not load, or a value that is no image address, shows a neutral placeholder rather
 * than the browser's broken-image icon.
 */
import { useState, type MouseEvent } from 'react';
import type { Lang } from '../../domain/codes';
import { MenuIcon } from '../../shell/menu-icon';
import { labelledName, openPreview, type PreviewFile } from '../../shell/preview';
import { ut } from '../../shell/upload/texts';
import { imageRefs, type ImageRef } from './cell-format';
import { rt } from './texts';
import './image-thumbs.css';

export type ThumbSize = 'cell' | 'view';

/** A cell thumbnail's side and the gap between thumbnails, px (image-thumbs.css). */
const CELL_THUMB = 28;
const GAP = 4;
/** Horizontal padding of a list cell, px (resource.css .rl-cell). */
const CELL_PADDING = 16;

/** How many thumbnails (or a "+n") a list column `width` px wide has room for. */
export const thumbsThatFit = (width: number): number => Math.max(1, Math.floor((width - CELL_PADDING + GAP) / (CELL_THUMB + GAP)));

export interface ImageThumbsProps {
  value: unknown;
  /** the field's label: the images' alt text */
  label: string;
  lang: Lang;
  size: ThumbSize;
  /** most boxes shown; when there are more images, the last box says "+n" */
  max?: number;
}

export function ImageThumbs({ value, label, lang, size, max }: ImageThumbsProps) {
  const refs = imageRefs(value);
  if (refs.length === 0) return null;
  const many = refs.length > 1;
  const shown = max !== undefined && refs.length > max ? Math.max(0, max - 1) : refs.length;
  const altOf = (i: number) => (many ? `${label} ${i + 1}` : label);
  // the overlay gets the loadable images only; fileIndex[i] is image i's place among them (-1: none)
  const files: PreviewFile[] = [];
  const fileIndex = refs.map((r, i) => (r.src ? files.push({ url: r.src, name: labelledName(r.src, label, many ? i + 1 : undefined) }) - 1 : -1));

  function open(e: MouseEvent<HTMLElement>, i: number) {
    // a list's rows are reached through the grid, not through their thumbnails: focus goes back to it
    const returnTo = size === 'cell' ? e.currentTarget.closest<HTMLElement>('[role="grid"]') : e.currentTarget;
    openPreview(files, fileIndex[i], { returnTo });
  }

  const rest = refs.length - shown;
  const firstHidden = fileIndex.slice(shown).findIndex((x) => x >= 0);
  return (
    <span className="img-thumbs" data-size={size}>
      {refs.slice(0, shown).map((r, i) => (
        <Thumb key={`${i}:${r.url}`} image={r} alt={altOf(i)} lang={lang} inList={size === 'cell'} onOpen={(e) => open(e, i)} />
      ))}
      {rest > 0 && (
        <button
          type="button"
          className="img-thumb img-thumb-more"
          tabIndex={size === 'cell' ? -1 : undefined}
          aria-label={rt('moreImages', lang, { n: rest })}
          title={rt('moreImages', lang, { n: rest })}
          disabled={firstHidden < 0}
          onClick={(e) => open(e, shown + firstHidden)}
        >
          +{rest}
        </button>
      )}
    </span>
  );
}

function Thumb({ image, alt, lang, inList, onOpen }: { image: ImageRef; alt: string; lang: Lang; inList: boolean; onOpen: (e: MouseEvent<HTMLElement>) => void }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const unavailable = rt('imageUnavailable', lang, { label: alt });
  const placeholder = <MenuIcon name="image" size={inList ? 16 : 32} />;
  if (!image.src) {
    return (
      <span className="img-thumb" data-state="failed" role="img" aria-label={unavailable} title={unavailable}>
        {placeholder}
      </span>
    );
  }
  const name = state === 'failed' ? unavailable : ut('preview', lang, { label: alt });
  return (
    <button
      type="button"
      className="img-thumb"
      data-state={state}
      // in a list the grid holds the keyboard; the view dialog's thumbnails are in the tab order
      tabIndex={inList ? -1 : undefined}
      aria-label={name}
      title={name}
      onClick={onOpen}
    >
      {state === 'failed' ? (
        placeholder
      ) : (
        // hidden until loaded: no broken icon or alt text flashes before the placeholder
        <img src={image.src} alt={alt} loading="lazy" decoding="async" draggable={false} onLoad={() => setState('loaded')} onError={() => setState('failed')} />
      )}
    </button>
  );
}
