// The subjective image viewer: the uploaded answer image at full size.
import { Modal } from '../../components/modal';
import { isSafeImageSrc } from '../../html/safe-html';

export interface ImageViewerModalProps {
  open: boolean;
  onClose: () => void;
  src: string;
  /** text alternative of the image */
  alt: string;
  title?: string;
}

export function ImageViewerModal({ open, onClose, src, alt, title = 'Uploaded image' }: ImageViewerModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      {isSafeImageSrc(src) ? (
        <img src={src} alt={alt} css={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', margin: '0 auto', objectFit: 'contain' }} />
      ) : (
        <p>The image cannot be shown.</p>
      )}
    </Modal>
  );
}
