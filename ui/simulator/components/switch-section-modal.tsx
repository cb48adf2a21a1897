// The switch-section warning (navigation under Partially_Lock): moving on to a later section is
// final, because earlier sections cannot be opened again. Confirm moves on; Cancel stays.
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';

export interface SwitchSectionModalProps {
  open: boolean;
  /** name of the section about to be opened */
  nextSectionName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SwitchSectionModal({ open, nextSectionName, onConfirm, onCancel }: SwitchSectionModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Switch Section"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>Cancel</Button>
          <Button variant="pumpkin" onClick={onConfirm}>Confirm</Button>
        </>
      }
    >
      <p css={{ marginTop: 0 }}>
        You are moving to <strong>{nextSectionName}</strong>.
      </p>
      <p css={{ marginBottom: 0 }}>Once you move on, you cannot go back to the previous section.</p>
    </Modal>
  );
}
