// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { fail, ok, type Result } from '#src/lib/data/result';
import { useConfirmedDelete } from './use-confirmed-delete';

describe('useConfirmedDelete', () => {
  it('asks about an item, deletes it once however often confirmed, then closes', async () => {
    let finish: (result: Result<string>) => void = () => {};
    const remove = vi.fn(() => new Promise<Result<string>>((resolve) => (finish = resolve)));
    const onDeleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, onDeleted));
    expect(result.current.dialog.show).toBe(false);

    act(() => result.current.ask('ada'));
    expect(result.current.target).toBe('ada');
    expect(result.current.dialog.show).toBe(true);

    act(() => {
      result.current.dialog.onConfirm();
      result.current.dialog.onConfirm();
    });
    expect(remove).toHaveBeenCalledOnce();
    expect(result.current.dialog.running).toBe(true);
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.show).toBe(true);

    await act(async () => finish(ok('fatto')));
    expect(onDeleted).toHaveBeenCalledWith('ada', 'fatto');
    expect(result.current.dialog).toMatchObject({ show: false, running: false, error: '' });
  });

  it('keeps the dialog open with the error when the deletion fails; asking again clears it', async () => {
    const remove = vi.fn(async () => fail('unavailable', 'Il servizio non è raggiungibile.'));
    const onDeleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, onDeleted));
    act(() => result.current.ask('ada'));
    act(() => result.current.dialog.onConfirm());
    await waitFor(() =>
      expect(result.current.dialog.error).toBe('Il servizio non è raggiungibile.'),
    );
    expect(result.current.dialog).toMatchObject({ show: true, running: false });
    expect(onDeleted).not.toHaveBeenCalled();

    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.show).toBe(false);
    act(() => result.current.ask('blu'));
    expect(result.current.dialog).toMatchObject({ show: true, error: '' });
    expect(result.current.target).toBe('blu');
  });
});
