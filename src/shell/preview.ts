/**
 * The preview overlay's state and rules (spec 1 sections 2, 8, 9): images (gif, jpg, jpeg, png)
 * and PDF are shown; other files (xls, xlsx, doc, docx, ppt, pptx, mp3, mp4, ...) offer a download.
 * Zoom steps by 0.2 and the scale stays above 0.2; rotation steps by 90°. openPreview(files, index)
 * is the one entry point for screens.
 */
import { useSyncExternalStore } from 'react';
import { rememberFocus, restoreFocus } from './focus-return';

export interface PreviewFile {
  url: string;
  name?: string;
}

export type PreviewKind = 'image' | 'pdf' | 'file';

export const ZOOM_STEP = 0.2;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 5;
export const ROTATE_STEP = 90;

const IMAGE = new Set(['gif', 'jpg', 'jpeg', 'png']);

export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function kindOf(file: PreviewFile): PreviewKind {
  const ext = extensionOf(file.name && extensionOf(file.name) ? file.name : file.url);
  if (IMAGE.has(ext) || file.url.startsWith('data:image/')) return 'image';
  if (ext === 'pdf' || file.url.startsWith('data:application/pdf')) return 'pdf';
  return 'file';
}

export function fileName(file: PreviewFile): string {
  if (file.name) return file.name;
  const path = file.url.split(/[?#]/)[0];
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || file.url;
  } catch {
    return path.slice(path.lastIndexOf('/') + 1) || file.url;
  }
}

const round = (x: number) => Math.round(x * 10) / 10;

export const zoomIn = (scale: number): number => Math.min(MAX_SCALE, round(scale + ZOOM_STEP));
/** One step smaller, unless that would not stay above the minimum. */
export const zoomOut = (scale: number): number => {
  const next = round(scale - ZOOM_STEP);
  return next > MIN_SCALE ? next : scale;
};
export const rotate = (deg: number): number => (deg + ROTATE_STEP) % 360;

export interface PreviewState {
  files: PreviewFile[];
  index: number;
}

let state: PreviewState | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

let returnTo: HTMLElement | null = null;

export interface OpenPreviewOptions {
  /** where focus goes when the overlay closes; needed inside another dialog, where rememberFocus keeps nothing */
  returnTo?: HTMLElement | null;
}

/** Opens the overlay on `files` at `index`. */
export function openPreview(files: ReadonlyArray<string | PreviewFile>, index = 0, options: OpenPreviewOptions = {}): void {
  const list = files.map((f) => (typeof f === 'string' ? { url: f } : f)).filter((f) => !!f.url);
  if (list.length === 0) return;
  rememberFocus();
  returnTo = options.returnTo ?? null;
  state = { files: list, index: Math.max(0, Math.min(list.length - 1, index)) };
  emit();
}

/** The overlay's onCloseAutoFocus: back to the opener's element, else where focus was before. */
export function returnFromPreview(event: Event): void {
  const el = returnTo;
  returnTo = null;
  if (!el?.isConnected) return restoreFocus(event);
  event.preventDefault();
  el.focus();
}

/** A preview name for a field's file: the field's label with the file's extension ('Logo.png', 'Logo 2.png'). */
export function labelledName(url: string, label: string, ordinal?: number): string {
  return `${label}${ordinal ? ` ${ordinal}` : ''}.${extensionOf(url) || 'file'}`;
}

export function closePreview(): void {
  state = null;
  emit();
}

export function showFile(index: number): void {
  if (!state) return;
  const n = state.files.length;
  state = { ...state, index: ((index % n) + n) % n };
  emit();
}

export function usePreview(): PreviewState | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
