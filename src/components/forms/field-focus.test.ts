// @vitest-environment jsdom
import { focusField } from './field-focus';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}

describe('focusField', () => {
  it('focuses the control named like the field, centred in the window', () => {
    const form = formWith('<input name="title"><input name="date">');
    const date = form.querySelector<HTMLInputElement>('[name="date"]');
    if (!date) throw new Error('no date input');
    const scroll = vi.fn();
    date.scrollIntoView = scroll;
    focusField(form, 'date');
    expect(document.activeElement).toBe(date);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('skips a hidden input of that name, and finds a control named by data-field', () => {
    const form = formWith(
      '<input type="hidden" name="horse"><button type="button" name="horse">Ada</button>' +
        '<div data-field="text" contenteditable="true" tabindex="0"></div>',
    );
    focusField(form, 'horse');
    expect(document.activeElement).toBe(form.querySelector('button'));
    focusField(form, 'text');
    expect(document.activeElement).toBe(form.querySelector('[data-field="text"]'));
  });

  it('takes names with quotes and does nothing for a field it cannot find', () => {
    const form = formWith("<input name='a\"b'>");
    focusField(form, 'a"b');
    expect(document.activeElement).toBe(form.querySelector('input'));
    expect(() => focusField(form, 'nowhere')).not.toThrow();
    expect(() => focusField(null, 'title')).not.toThrow();
    expect(document.activeElement).toBe(form.querySelector('input'));
  });
});
