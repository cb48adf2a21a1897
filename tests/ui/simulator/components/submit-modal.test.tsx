import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { countStatuses } from '../../../../ui/simulator/simulator-selectors';
import { SubmitModal } from '../../../../ui/simulator/components/submit-modal';
import { renderThemed } from './render-themed';

const counts = countStatuses(['attempted', 'attempted', 'attempted', 'not_attempted', 'marked_for_review', 'not_visited', 'not_visited']);

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
};

describe('SubmitModal', () => {
  it('summarises the statuses and offers Submit Now, Save & Continue Later and Cancel', () => {
    const onCancel = jest.fn();
    renderThemed(<SubmitModal open onCancel={onCancel} counts={counts} onSubmitNow={() => {}} onSaveAndContinueLater={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Submit Test' });
    expect(dialog).toHaveTextContent('Total questions7');
    expect(dialog).toHaveTextContent('Answered3');
    expect(dialog).toHaveTextContent('Not answered1');
    expect(dialog).toHaveTextContent('Marked for review1');
    expect(dialog).toHaveTextContent('Not visited2');
    expect(within(dialog).getByRole('button', { name: 'Submit Now' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Save & Continue Later' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('hides Save & Continue Later when saving is not offered', () => {
    renderThemed(<SubmitModal open onCancel={() => {}} counts={counts} onSubmitNow={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Save & Continue Later' })).toBeNull();
  });

  it('submits once: every button is disabled and the modal stays until the submit settles', async () => {
    const pending = deferred();
    const onSubmitNow = jest.fn(() => pending.promise);
    const onSave = jest.fn<() => void>();
    const onCancel = jest.fn();
    renderThemed(<SubmitModal open onCancel={onCancel} counts={counts} onSubmitNow={onSubmitNow} onSaveAndContinueLater={onSave} />);
    const submit = screen.getByRole('button', { name: 'Submit Now' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    expect(onSubmitNow).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();

    await act(async () => { pending.reject(new Error('network')); await pending.promise.catch(() => {}); });
    expect(screen.getByRole('button', { name: 'Submit Now' })).toBeEnabled();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit Now' })); });
    expect(onSubmitNow).toHaveBeenCalledTimes(2);
  });

  it("also stays disabled while the caller's submitting flag is set", () => {
    const onSubmitNow = jest.fn<() => void>();
    renderThemed(<SubmitModal open onCancel={() => {}} counts={counts} onSubmitNow={onSubmitNow} submitting />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Now' }));
    expect(onSubmitNow).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderThemed(<SubmitModal open={false} onCancel={() => {}} counts={counts} onSubmitNow={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
