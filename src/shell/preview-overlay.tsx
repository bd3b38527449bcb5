/**
 * The preview overlay: 600 px wide, z-index 3000. Controls: previous, next, zoom out and in,
 * rotate, fit/original, download, close. Keys: Esc closes, Space switches fit/original, left and
 * right change file, up and down zoom. A failed image says 加载失败.
 */
import 'virtual:radix-themes/later.css';
import { Dialog, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './menu-icon';
import { closePreview, fileName, kindOf, returnFromPreview, rotate, showFile, usePreview, zoomIn, zoomOut } from './preview';

function Tool({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip content={label}>
      <IconButton variant="ghost" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function PreviewOverlay() {
  const { t } = useTranslation();
  const preview = usePreview();
  const [scale, setScale] = useState(1);
  const [deg, setDeg] = useState(0);
  const [fit, setFit] = useState(true);
  const [failed, setFailed] = useState(false);
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const file = preview ? preview.files[preview.index] : null;
  const kind = file ? kindOf(file) : 'file';
  const many = (preview?.files.length ?? 0) > 1;

  // every file starts fitted, unzoomed, unrotated
  useEffect(() => {
    setScale(1);
    setDeg(0);
    setFit(true);
    setFailed(false);
    setNatural(null);
  }, [file?.url]);

  // Esc belongs to the overlay from its first paint. Radix registers a dialog's Escape layer one render
  // after it has focused it, and an Esc in between went to the dialog beneath (a view dialog closed,
  // the preview stayed): a capture listener on window, set before the focus moves, takes it first.
  const open = !!preview;
  useLayoutEffect(() => {
    if (!open) return;
    const onEscape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopImmediatePropagation();
      closePreview();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [open]);

  if (!preview || !file) return null;
  const name = fileName(file);

  function download() {
    const a = document.createElement('a');
    a.href = file!.url;
    a.download = name;
    a.rel = 'noopener';
    a.target = '_blank';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  function onKeyDown(e: KeyboardEvent) {
    const k = e.key;
    if (k === ' ') setFit((f) => !f);
    else if (k === 'ArrowLeft' && many) showFile(preview!.index - 1);
    else if (k === 'ArrowRight' && many) showFile(preview!.index + 1);
    else if (k === 'ArrowUp') setScale(zoomIn);
    else if (k === 'ArrowDown') setScale(zoomOut);
    else return;
    e.preventDefault();
  }

  return (
    <Dialog.Root open onOpenChange={(o) => !o && closePreview()}>
      <Dialog.Content
        className="preview-dialog"
        maxWidth="600px"
        onKeyDown={onKeyDown}
        // the file itself takes the focus: a focused tool would show its tooltip, and the first Esc would only close that
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          stageRef.current?.focus();
        }}
        onCloseAutoFocus={returnFromPreview}
        aria-describedby={undefined}
      >
        <Flex align="center" justify="between" gap="2" mb="2">
          <Dialog.Title size="3" mb="0" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {name}
          </Dialog.Title>
          <Text size="1" color="gray" style={{ flex: 'none' }}>
            {preview.index + 1} / {preview.files.length}
          </Text>
        </Flex>
        <div ref={stageRef} tabIndex={-1} className={`preview-stage${fit ? ' fit' : ' original'}`} data-kind={kind}>
          {kind === 'image' && !failed && (
            <img
              src={file.url}
              alt={name}
              onError={() => setFailed(true)}
              onLoad={(e) => setNatural({ w: e.currentTarget.naturalWidth, h: e.currentTarget.naturalHeight })}
              // fit: scaled on screen inside the stage; original: its own size times the zoom, scrolled
              style={
                fit || !natural
                  ? { transform: `scale(${scale}) rotate(${deg}deg)` }
                  : { width: natural.w * scale, height: natural.h * scale, transform: `rotate(${deg}deg)` }
              }
              draggable={false}
            />
          )}
          {kind === 'image' && failed && (
            <Text color="gray" size="3" role="alert">
              {t('preview.loadFailed')}
            </Text>
          )}
          {kind === 'pdf' && <iframe src={file.url} title={name} style={{ transform: `scale(${scale}) rotate(${deg}deg)` }} />}
          {kind === 'file' && (
            <Flex direction="column" align="center" gap="3">
              <MenuIcon name="file" size={48} />
              <Text size="2" color="gray">
                {t('preview.downloadOnly')}
              </Text>
            </Flex>
          )}
        </div>
        <Flex className="preview-tools" align="center" justify="center" gap="3" mt="3" wrap="wrap">
          <Tool label={t('preview.prev')} onClick={() => showFile(preview.index - 1)} disabled={!many}>
            <MenuIcon name="prev" />
          </Tool>
          <Tool label={t('preview.next')} onClick={() => showFile(preview.index + 1)} disabled={!many}>
            <MenuIcon name="next" />
          </Tool>
          <Tool label={t('preview.zoomOut')} onClick={() => setScale(zoomOut)} disabled={kind === 'file'}>
            <MenuIcon name="zoom-out" />
          </Tool>
          <Text size="1" color="gray" style={{ minWidth: 40, textAlign: 'center' }} aria-live="polite">
            {Math.round(scale * 100)}%
          </Text>
          <Tool label={t('preview.zoomIn')} onClick={() => setScale(zoomIn)} disabled={kind === 'file'}>
            <MenuIcon name="zoom-in" />
          </Tool>
          <Tool label={t('preview.rotate')} onClick={() => setDeg(rotate)} disabled={kind === 'file'}>
            <MenuIcon name="rotate" />
          </Tool>
          <Tool label={fit ? t('preview.original') : t('preview.fit')} onClick={() => setFit((f) => !f)} disabled={kind === 'file'}>
            <MenuIcon name={fit ? 'original' : 'fit'} />
          </Tool>
          <Tool label={t('preview.download')} onClick={download}>
            <MenuIcon name="download" />
          </Tool>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('common.close')}>
              <MenuIcon name="close" />
            </IconButton>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
