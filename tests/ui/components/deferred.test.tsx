import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { deferred, useDeferred } from '../../../ui/components/deferred';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function Host({ d }: { d: ReturnType<typeof deferred<{ name: string }>> }) {
  const C = useDeferred(d);
  return C ? <C name="Asha" /> : <div data-testid="placeholder" />;
}

describe('useDeferred', () => {
  it('renders the placeholder first, without suspending, then the component once its chunk is in', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const d = deferred(load);
    render(<Host d={d} />);
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // loaded: a second mount renders it at once, with no second import
    render(<Host d={d} />);
    expect(screen.getAllByText('Hello Asha')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the placeholder when the import fails, and the next mount tries again', async () => {
    const load = jest.fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Hello);
    const d = deferred(load);
    const first = render(<Host d={d} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    first.unmount();
    render(<Host d={d} />);
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
