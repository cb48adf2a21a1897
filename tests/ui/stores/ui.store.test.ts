/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { UiStore } from '../../../ui/stores/ui.store';

describe('UiStore', () => {
  it('opens one modal at a time, closing the drawer', () => {
    const ui = new UiStore();
    ui.openDrawer();
    ui.showModal('feedback');
    expect(ui.drawerOpen).toBe(false);
    ui.showModal('rating');
    expect(ui.openModal).toBe('rating');
    ui.closeModal();
    expect(ui.openModal).toBeNull();
  });

  it('closes everything at once', () => {
    const ui = new UiStore();
    ui.showModal('tutorials');
    ui.openDrawer();
    ui.closeAll();
    expect(ui.drawerOpen).toBe(false);
    expect(ui.openModal).toBeNull();
  });
});
