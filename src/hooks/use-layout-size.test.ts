// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { layoutSizeFor, useLayoutSize } from './use-layout-size';

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function resizeWindowTo(width: number) {
  setWindowWidth(width);
  window.dispatchEvent(new Event('resize'));
}

describe('layoutSizeFor', () => {
  it.each([
    [0, 'small'],
    [390, 'small'],
    [767, 'small'],
    [768, 'medium'],
    [1024, 'medium'],
    [1399, 'medium'],
    [1400, 'large'],
    [2560, 'large'],
  ] as const)('maps %i px to %s', (width, size) => {
    expect(layoutSizeFor(width)).toBe(size);
  });
});

describe('useLayoutSize', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => setWindowWidth(initialWidth));

  it('follows the window width and updates on resize', () => {
    resizeWindowTo(500);
    const { result } = renderHook(() => useLayoutSize());
    expect(result.current).toBe('small');

    act(() => resizeWindowTo(1000));
    expect(result.current).toBe('medium');

    act(() => resizeWindowTo(1600));
    expect(result.current).toBe('large');
  });
});
