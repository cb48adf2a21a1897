import { describe, expect, it } from '@jest/globals';
import { createEvent, fireEvent, render } from '@testing-library/react';
import { isBlockedShortcut, useBlockedShortcuts } from '../../../ui/components/blocked-shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('isBlockedShortcut (devtools and view source)', () => {
  it.each([
    key('F12'), key('I', { ctrlKey: true, shiftKey: true }), key('j', { ctrlKey: true, shiftKey: true }),
    key('c', { metaKey: true, shiftKey: true }), key('i', { metaKey: true, altKey: true }), key('u', { ctrlKey: true }),
  ])('blocks %o', (e) => expect(isBlockedShortcut(e)).toBe(true));

  it.each([key('c', { ctrlKey: true }), key('v', { ctrlKey: true }), key('ArrowRight'), key('1'), key('u')])(
    'lets %o through', (e) => expect(isBlockedShortcut(e)).toBe(false));
});

function Guarded({ active }: { active: boolean }) {
  useBlockedShortcuts(active);
  return <p>page</p>;
}

/** Fires the event on the body and answers whether something prevented its default. */
const prevented = (make: (el: HTMLElement) => Event): boolean => {
  const event = make(document.body);
  fireEvent(document.body, event);
  return event.defaultPrevented;
};
const keyDown = (k: string, mods = {}) => prevented((el) => createEvent.keyDown(el, key(k, mods)));
const rightClick = () => prevented((el) => createEvent.contextMenu(el));

describe('useBlockedShortcuts', () => {
  it('blocks the context menu and the devtools/view-source keys while active, and nothing else', () => {
    render(<Guarded active />);
    expect(rightClick()).toBe(true);
    expect(keyDown('F12')).toBe(true);
    expect(keyDown('i', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(keyDown('u', { ctrlKey: true })).toBe(true);
    expect(keyDown('c', { ctrlKey: true })).toBe(false);
    expect(keyDown('ArrowRight')).toBe(false);
  });

  it('blocks nothing while inactive or once unmounted', () => {
    const { rerender, unmount } = render(<Guarded active={false} />);
    expect(rightClick()).toBe(false);
    expect(keyDown('F12')).toBe(false);
    rerender(<Guarded active />);
    expect(keyDown('F12')).toBe(true);
    unmount();
    expect(rightClick()).toBe(false);
    expect(keyDown('F12')).toBe(false);
  });
});
