// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { adminMenuStorageKey, defaultMenuOpen, readMenuOpen, useAdminMenu } from './menu-state';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const initialWidth = window.innerWidth;

beforeEach(() => localStorage.clear());
afterEach(() => setWidth(initialWidth));

describe('admin menu default', () => {
  it('is closed on the small layout and open on medium and large', () => {
    expect(defaultMenuOpen('small')).toBe(false);
    expect(defaultMenuOpen('medium')).toBe(true);
    expect(defaultMenuOpen('large')).toBe(true);
  });

  it.each([
    [375, false],
    [767, false],
    [768, true],
    [1024, true],
    [1920, true],
  ])('at %i px wide is %s when nothing is stored', (width, open) => {
    expect(readMenuOpen(width)).toBe(open);
  });

  it('restores the stored choice over the default', () => {
    localStorage.setItem(adminMenuStorageKey, 'open');
    expect(readMenuOpen(375)).toBe(true);
    localStorage.setItem(adminMenuStorageKey, 'closed');
    expect(readMenuOpen(1920)).toBe(false);
  });
});

describe('useAdminMenu', () => {
  it('starts from the width default without storing it', () => {
    setWidth(375);
    const { result } = renderHook(() => useAdminMenu());
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(adminMenuStorageKey)).toBeNull();
  });

  it('remembers every change, and a new mount restores it', () => {
    setWidth(1280);
    const first = renderHook(() => useAdminMenu());
    expect(first.result.current.open).toBe(true);
    act(() => first.result.current.toggle());
    expect(first.result.current.open).toBe(false);
    expect(localStorage.getItem(adminMenuStorageKey)).toBe('closed');
    first.unmount();

    const second = renderHook(() => useAdminMenu());
    expect(second.result.current.open).toBe(false);
    act(() => second.result.current.setOpen(true));
    expect(localStorage.getItem(adminMenuStorageKey)).toBe('open');
  });
});
