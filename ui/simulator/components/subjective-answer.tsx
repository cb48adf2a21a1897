// A subjective answer: a text box 200 to 400 px high (resizable within those bounds)
// and one optional image (PNG or JPG, up to 10MB) with upload, remove and a thumbnail opening the viewer.
// The upload itself is the caller's: onImageSelect gets the validated file.
import { useId, useState, type ChangeEvent } from 'react';
import { SIMULATOR_MESSAGES } from '../../../application/simulator/simulator-messages';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { visuallyHiddenCss } from '../../components/visually-hidden';
import { isSafeImageSrc } from '../../html/safe-html';
import { ImageViewerModal } from './image-viewer-modal';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ANSWER_BOX_MIN_HEIGHT = 200;
export const ANSWER_BOX_MAX_HEIGHT = 400;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return SIMULATOR_MESSAGES.imageNotPngOrJpg;
  if (file.size > MAX_IMAGE_BYTES) return SIMULATOR_MESSAGES.imageTooLarge;
  return null;
}

export interface AnswerImage {
  fileName: string;
  url: string;
}

export interface SubjectiveAnswerProps {
  text: string;
  /** omit for a read-only answer (review) */
  onTextChange?: (text: string[]) => void;
  image: AnswerImage | null;
  /** a validated PNG/JPG file to upload; omit to offer no upload */
  onImageSelect?: (file: File) => void;
  onImageRemove?: () => void;
  /** an upload or removal is in progress */
  imageBusy?: boolean;
}

export function SubjectiveAnswer({ text, onTextChange, image, onImageSelect, onImageRemove, imageBusy = false }: SubjectiveAnswerProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);
  const readOnly = !onTextChange;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const files = e.target.files;
    const file = files?.[0];
    e.target.value = '';
    if (!file || !onImageSelect) return;
    const issue = files.length > 1 ? SIMULATOR_MESSAGES.oneImageAtATime : imageFileProblem(file);
    setProblem(issue);
    if (!issue) onImageSelect(file);
  };

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <label htmlFor={`${id}-text`} css={{ fontWeight: 600 }}>Your answer</label>
      <textarea
        id={`${id}-text`}
        value={text}
        readOnly={readOnly}
        onChange={(e) => onTextChange?.(e.target.value === '' ? [] : [e.target.value])}
        css={(t) => ({
          height: ANSWER_BOX_MIN_HEIGHT,
          minHeight: ANSWER_BOX_MIN_HEIGHT,
          maxHeight: ANSWER_BOX_MAX_HEIGHT,
          resize: 'vertical',
          padding: 12,
          font: 'inherit',
          fontSize: 16,
          borderRadius: t.radii.md,
          border: `1px solid ${t.colors.border}`,
          background: readOnly ? t.colors.surfaceAlt : t.colors.surface,
          color: t.colors.text,
          '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
        })}
      />

      {image && (
        <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <button
            type="button"
            aria-label={`View uploaded image ${image.fileName}`}
            onClick={() => setViewing(true)}
            css={(t) => ({ padding: 0, border: `1px solid ${t.colors.border}`, borderRadius: t.radii.sm, background: t.colors.surfaceAlt, cursor: 'zoom-in', width: 96, height: 96, overflow: 'hidden' })}
          >
            {isSafeImageSrc(image.url) && <img src={image.url} alt="" css={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
          </button>
          <span css={{ overflowWrap: 'anywhere' }}>{image.fileName}</span>
          {onImageRemove && (
            <Button variant="ghost" size="sm" onClick={onImageRemove} disabled={imageBusy}>
              Remove image
            </Button>
          )}
          <ImageViewerModal open={viewing} onClose={() => setViewing(false)} src={image.url} alt={`Answer image ${image.fileName}`} />
        </div>
      )}

      {onImageSelect && !image && (
        <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <label
            css={(t) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              padding: '6px 12px',
              borderRadius: t.radii.md,
              border: `1px solid ${t.colors.border}`,
              fontWeight: 600,
              cursor: imageBusy ? 'not-allowed' : 'pointer',
              opacity: imageBusy ? 0.6 : 1,
              '&:focus-within': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
            })}
          >
            Upload image
            <input
              css={visuallyHiddenCss}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              disabled={imageBusy}
              onChange={onFile}
              aria-describedby={`${id}-hint ${problem ? `${id}-problem` : ''}`.trim()}
            />
          </label>
          <span id={`${id}-hint`} css={(t) => ({ fontSize: 13, color: t.colors.textMuted })}>{SIMULATOR_MESSAGES.imageHint}</span>
          {imageBusy && <Spinner size="sm" label="Uploading image" />}
        </div>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" css={(t) => ({ margin: 0, color: t.colors.danger, fontSize: 14 })}>{problem}</p>
      )}
    </div>
  );
}
