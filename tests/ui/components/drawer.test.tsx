import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { Drawer } from '../../../ui/components/drawer';
import { renderThemed } from './render-themed';

describe('Drawer', () => {
  it.each(['left', 'right', 'top', 'bottom'] as const)('opens at the %s as a labelled dialog and closes on Escape', (placement) => {
    const onClose = jest.fn();
    renderThemed(<Drawer open onClose={onClose} title="Questions" placement={placement}><a href="#q1">Q1</a></Drawer>);
    expect(screen.getByRole('dialog', { name: 'Questions' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderThemed(<Drawer open={false} onClose={() => undefined} title="Questions" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
