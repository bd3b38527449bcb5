/**
 * One uploaded file as a form value (its URL): choose with the button (Enter/Space) or drop a file
 * on the field; while it uploads, 附件上传中，请稍等 with the percentage, a cancel button, and the
 * form's submit held; then a thumbnail (images) or the file name, opening the preview overlay,
 * and a remove button. Refusals (size, type, credentials, the store) show under the field in words.
 * Used by the resource form's 'image' widget; kind 'file' serves any other file field.
 */
import { Button, Flex, IconButton, Progress, Text, Tooltip } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { createPortal } from 'react-dom';
import { uploader as appUploader, UploadCancelled, type Uploader } from '../../api/upload';
import type { Lang } from '../../domain/codes';
import { isPreviewImage, PREVIEW_IMAGE_TYPES, servedUrl, UPLOAD_MAX_BYTES } from '../../domain/upload';
import { MenuIcon } from '../menu-icon';
import { fileName, labelledName, openPreview } from '../preview';
import { showToast } from '../ui-bus';
import { holdSubmit } from './submit-guard';
import { ut } from './texts';
import './upload.css';

/** Largest image the widget takes (decision, docs/storage.md): phone photos fit, scans of 100 MB do not. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadFieldProps {
  /** id of the choose button: the form's label points at it, a failed check focuses it */
  id?: string;
  value: string;
  onChange: (url: string) => void;
  lang: Lang;
  /** the field's label, for the preview's name */
  label?: string;
  kind?: 'image' | 'file';
  /** the file chooser's accept list; images by default for kind image */
  accept?: string;
  maxBytes?: number;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  uploader?: Uploader;
}

type Phase = { state: 'idle' } | { state: 'uploading'; percent: number; name: string } | { state: 'error'; message: string };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export function UploadField(props: UploadFieldProps) {
  const { lang, value } = props;
  const kind = props.kind ?? 'image';
  const maxBytes = props.maxBytes ?? (kind === 'image' ? IMAGE_MAX_BYTES : UPLOAD_MAX_BYTES);
  const accept = props.accept ?? (kind === 'image' ? PREVIEW_IMAGE_TYPES.map((t) => `.${t}`).join(',') : undefined);
  const up = props.uploader ?? appUploader;
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const [announce, setAnnounce] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const thumbRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const statusId = useId();
  const uploading = phase.state === 'uploading';

  useEffect(() => setThumbFailed(false), [value]);
  // a form closed mid-upload stops it
  useEffect(() => () => abortRef.current?.abort(), []);

  function refuse(message: string) {
    // role="alert" on the message announces it
    setPhase({ state: 'error', message });
    setAnnounce('');
  }

  function check(file: File): string | null {
    if (kind === 'image' && !isPreviewImage(file.name)) return ut('badImage', lang);
    if (file.size === 0) return ut('emptyFile', lang);
    if (file.size > maxBytes) return ut('tooLarge', lang, { n: mb(maxBytes) });
    return null;
  }

  async function start(file: File) {
    if (uploading || props.disabled) return;
    const problem = check(file);
    if (problem) return refuse(problem);
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    const release = holdSubmit(rootRef.current?.closest('form') ?? null, () => {
      showToast('info', ut('inProgress', lang));
      chooseRef.current?.focus();
    });
    setPhase({ state: 'uploading', percent: 0, name: file.name });
    setAnnounce(ut('inProgress', lang));
    try {
      const url = await up.upload(file, { signal: ctrl.signal, onProgress: (percent) => setPhase((p) => (p.state === 'uploading' ? { ...p, percent } : p)) });
      if (ctrl.signal.aborted) return;
      if (url === false) {
        const reason = up.lastError();
        refuse(reason ? ut('noCredentials', lang, { reason }) : ut('noCredentialsBare', lang));
        return;
      }
      props.onChange(url);
      setPhase({ state: 'idle' });
      setAnnounce(ut('done', lang));
    } catch (err) {
      if (err instanceof UploadCancelled || ctrl.signal.aborted) {
        setPhase({ state: 'idle' });
        setAnnounce(ut('cancelled', lang));
        return;
      }
      // an OSS refusal carries its code (EntityTooLarge, AccessDenied...); the answer of a status other than 200 its status
      const code = (err as { code?: unknown; status?: unknown } | null)?.code ?? (err as { status?: unknown } | null)?.status;
      refuse(typeof code === 'string' || typeof code === 'number' ? ut('failedCode', lang, { code }) : ut('failed', lang));
    } finally {
      release();
      if (abortRef.current === ctrl) abortRef.current = null;
    }
  }

  function choose() {
    if (uploading || props.disabled) return;
    const input = fileInputRef.current;
    if (!input) return;
    // the same file chosen again still fires change
    input.value = '';
    input.click();
  }

  function cancel() {
    abortRef.current?.abort();
    chooseRef.current?.focus();
  }

  function remove() {
    props.onChange('');
    setPhase({ state: 'idle' });
    setAnnounce(ut('removed', lang));
    chooseRef.current?.focus();
  }

  function showPreview() {
    if (!value) return;
    // the preview gives focus back to the thumbnail when it closes
    openPreview([{ url: servedUrl(value), name: props.label ? labelledName(value, props.label) : fileName({ url: value }) }], 0, { returnTo: thumbRef.current });
  }

  function onDragOver(e: DragEvent) {
    if (uploading || props.disabled || !e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDrop(e: DragEvent) {
    setDragging(false);
    const file = e.dataTransfer.files?.[0];
    if (!file || uploading || props.disabled) return;
    e.preventDefault();
    void start(file);
    chooseRef.current?.focus();
  }

  const hint = kind === 'image' ? ut('hintImage', lang, { n: mb(maxBytes) }) : ut('hintFile', lang, { n: mb(maxBytes) });
  const describedBy = [props.describedBy, statusId].filter(Boolean).join(' ');
  const showImage = kind === 'image' || isPreviewImage(value);
  const chooseText = value ? ut('replace', lang) : ut(kind === 'image' ? 'chooseImage' : 'chooseFile', lang);

  return (
    <div
      ref={rootRef}
      className={`upload-field${dragging ? ' dragging' : ''}${props.invalid ? ' invalid' : ''}`}
      data-state={phase.state}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Flex align="center" gap="3" wrap="wrap">
        {value && !uploading && (
          <button
            ref={thumbRef}
            type="button"
            className={showImage ? 'upload-thumb' : 'upload-file-name'}
            onClick={showPreview}
            aria-label={ut('preview', lang, { label: props.label ?? '' })}
            title={value}
          >
            {showImage && !thumbFailed ? (
              <img src={servedUrl(value)} alt="" onError={() => setThumbFailed(true)} draggable={false} />
            ) : (
              <>
                <MenuIcon name="file" size={showImage ? 28 : 18} />
                {!showImage && <span>{fileName({ url: value })}</span>}
              </>
            )}
          </button>
        )}
        <Button
          ref={chooseRef}
          id={props.id}
          type="button"
          variant="soft"
          color={props.invalid ? 'red' : undefined}
          onClick={choose}
          disabled={props.disabled}
          aria-disabled={uploading || undefined}
          aria-invalid={props.invalid || undefined}
          // the field's label names the button (label for=id) unless the action is named too
          aria-label={props.label ? ut('named', lang, { label: props.label, action: chooseText }) : undefined}
          aria-describedby={describedBy}
          className="upload-choose"
        >
          <MenuIcon name="upload" size={16} />
          {chooseText}
        </Button>
        {value && !uploading && (
          <Tooltip content={ut('remove', lang)}>
            <IconButton type="button" variant="ghost" color="gray" onClick={remove} aria-label={ut('remove', lang)} disabled={props.disabled}>
              <MenuIcon name="trash" size={16} />
            </IconButton>
          </Tooltip>
        )}
        {uploading && (
          <Button type="button" variant="ghost" color="gray" onClick={cancel}>
            {ut('cancel', lang)}
          </Button>
        )}
      </Flex>
      <div id={statusId} className="upload-status">
        {phase.state === 'uploading' ? (
          <Flex direction="column" gap="1" mt="2">
            <Flex justify="between" gap="2">
              <Text size="1" color="blue" className="upload-progress-text">
                {ut('inProgress', lang)}
              </Text>
              <Text size="1" color="blue" className="upload-percent">
                {phase.percent.toFixed(1)}%
              </Text>
            </Flex>
            <Progress value={phase.percent} max={100} size="1" aria-label={ut('inProgress', lang)} />
          </Flex>
        ) : phase.state === 'error' ? (
          <Text as="div" size="1" color="red" mt="1" role="alert" className="upload-error">
            {phase.message}
          </Text>
        ) : (
          <Text as="div" size="1" color="gray" mt="1">
            {dragging ? ut('dropHere', lang) : hint}
          </Text>
        )}
      </div>
      <span className="upload-live" aria-live="polite">
        {announce}
      </span>
      {/* the chooser's input lives outside the form: not in its tab order, not its first field */}
      {createPortal(
        <input
          ref={fileInputRef}
          type="file"
          accept={accept}
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void start(file);
          }}
        />,
        document.body,
      )}
    </div>
  );
}
