// The video of a Video item: the browser's own player (<video controls>) with the signed file, poster and captions
// URLs the open answered (captions on by default). No download button, no picture-in-picture; a file that cannot
// play (a link past its 2 hours, a network failure) says so instead of a dead player.
import { useState } from 'react';
import { STUDY_ROOM_MESSAGES as M } from '../../../../application/study-room/study-room-messages';
import type { OpenedContent } from '../../../../domain/study-room/content';
import { studyFileUrl } from './file-url';

export function StudyVideo({ content }: { content: Pick<OpenedContent, 'contentTitle' | 'contentUrl' | 'posterUrl' | 'captionsUrl'> }) {
  const [failed, setFailed] = useState(false);
  const src = studyFileUrl(content.contentUrl);
  const poster = studyFileUrl(content.posterUrl);
  const captions = studyFileUrl(content.captionsUrl);

  return (
    <div css={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      {failed || !src ? (
        <p role="alert" css={(t) => ({ margin: 0, fontWeight: 600, color: t.colors.danger, textAlign: 'center' })}>{M.openFailed}</p>
      ) : (
        <video
          controls
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          playsInline
          preload="metadata"
          // focusable in the dialog's focus trap (ui/components/use-focus-trap.ts lists [tabindex] elements)
          tabIndex={0}
          src={src}
          poster={poster || undefined}
          aria-label={content.contentTitle}
          onError={() => setFailed(true)}
          css={(t) => ({
            display: 'block', width: '100%', maxWidth: 1280, maxHeight: '100%', background: '#000', borderRadius: 8,
            '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
          })}
        >
          {captions && <track kind="captions" srcLang="en" label={M.captionsLabel} default src={captions} />}
          {M.videoNotSupported}
        </video>
      )}
    </div>
  );
}
