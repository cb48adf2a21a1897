import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { FullscreenExitedModal } from '../../../../ui/simulator/components/fullscreen-exited-modal';
import { ImageViewerModal } from '../../../../ui/simulator/components/image-viewer-modal';
import { LimitScreen } from '../../../../ui/simulator/components/limit-screen';
import { SwitchSectionModal } from '../../../../ui/simulator/components/switch-section-modal';
import { TeacherSupportModal } from '../../../../ui/simulator/components/teacher-support-modal';
import { TimeEndedModal } from '../../../../ui/simulator/components/time-ended-modal';
import { renderThemed } from './render-themed';

describe('TimeEndedModal', () => {
  it("cannot be dismissed and offers only Submit Now, once", () => {
    const onSubmitNow = jest.fn(() => new Promise<void>(() => {}));
    renderThemed(<TimeEndedModal open onSubmitNow={onSubmitNow} />);
    const dialog = screen.getByRole('dialog', { name: "Time's Up" });
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit Now']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Now' }));
    expect(onSubmitNow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submit Now' })).toBeDisabled();
  });
});

describe('FullscreenExitedModal', () => {
  it('offers Re-enter and Submit Now and is not dismissable', () => {
    const onReenter = jest.fn();
    const onSubmitNow = jest.fn<() => void>();
    renderThemed(<FullscreenExitedModal open onReenter={onReenter} onSubmitNow={onSubmitNow} />);
    const dialog = screen.getByRole('dialog', { name: 'Full Screen Exited' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Re-enter' }));
    expect(onReenter).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Now' }));
    expect(onSubmitNow).toHaveBeenCalledTimes(1);
  });

  it('disables both while submitting', () => {
    renderThemed(<FullscreenExitedModal open onReenter={() => {}} onSubmitNow={() => {}} submitting />);
    expect(screen.getByRole('button', { name: 'Re-enter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Now' })).toBeDisabled();
  });
});

describe('SwitchSectionModal', () => {
  it('warns before moving on and confirms or cancels', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderThemed(<SwitchSectionModal open nextSectionName="Chemistry" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Switch Section' });
    expect(dialog).toHaveTextContent('You are moving to Chemistry.');
    expect(dialog).toHaveTextContent('you cannot go back to the previous section');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('TeacherSupportModal', () => {
  it('keeps Send disabled while the query is empty or blank and sends the trimmed text once', async () => {
    let finish!: () => void;
    const onSend = jest.fn((_query: string) => new Promise<void>((res) => { finish = res; }));
    renderThemed(<TeacherSupportModal open onClose={() => {}} onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    const box = screen.getByRole('textbox', { name: 'Your query' });
    expect(send).toBeDisabled();
    fireEvent.change(box, { target: { value: '   \n ' } });
    expect(send).toBeDisabled();
    fireEvent.submit(box.closest('form')!);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '  Why is B correct?  ' } });
    expect(send).toBeEnabled();
    fireEvent.click(send);
    fireEvent.submit(box.closest('form')!);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Why is B correct?');
    expect(send).toBeDisabled();
    await act(async () => finish());
    expect(send).toBeEnabled();
  });

  it('starts empty on each opening and closes on Cancel', () => {
    const onClose = jest.fn();
    const { rerender } = renderThemed(<TeacherSupportModal open onClose={onClose} onSend={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your query' }), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<TeacherSupportModal open={false} onClose={onClose} onSend={() => {}} />);
    rerender(<TeacherSupportModal open onClose={onClose} onSend={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Your query' })).toHaveValue('');
    expect(screen.getByRole('dialog', { name: 'Teacher Support' })).toBeInTheDocument();
  });
});

describe('ImageViewerModal', () => {
  it('shows a safe image and refuses an unsafe source', () => {
    const { rerender } = renderThemed(<ImageViewerModal open onClose={() => {}} src="blob:https://app.example/1234" alt="Answer image" />);
    expect(screen.getByRole('img', { name: 'Answer image' })).toHaveAttribute('src', 'blob:https://app.example/1234');
    rerender(<ImageViewerModal open onClose={() => {}} src="javascript:alert(1)" alt="Answer image" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Uploaded image' })).toHaveTextContent('The image cannot be shown.');
  });
});

describe('LimitScreen', () => {
  it('Limit Reached! with Upgrade when the access state is upgrade', () => {
    const onUpgrade = jest.fn();
    renderThemed(<LimitScreen kind="limit" message="Maximum number of tests reached." canUpgrade onUpgrade={onUpgrade} onHome={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Limit Reached!' })).toBeInTheDocument();
    expect(screen.getByText('Maximum number of tests reached.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Home' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });

  it('Limit Reached! with Home otherwise', () => {
    const onHome = jest.fn();
    renderThemed(<LimitScreen kind="limit" message="m" canUpgrade={false} onUpgrade={() => {}} onHome={onHome} />);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('an error title and message with Go Back!', () => {
    const onBack = jest.fn();
    renderThemed(<LimitScreen kind="error" title="No question found" message="No question available for this topic." onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No question found' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('No question available for this topic.');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back!' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
