import { typedBeforeStart } from './typed-before-start';

const initial = {
  name: '',
  notes: '',
  place: '',
  news: false,
  horses: [] as string[],
  photos: [] as string[],
  id: '',
};

function formOf(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

describe('typedBeforeStart', () => {
  it('reads what each field shows that differs from the blank form', () => {
    const form = formOf(`
      <input name="name" value="Maria">
      <textarea name="notes">Un prato</textarea>
      <input type="radio" name="place" value="box"><input type="radio" name="place" value="prato" checked>
      <input type="checkbox" name="news" checked>
      <input type="checkbox" name="horses" value="ada" checked><input type="checkbox" name="horses" value="bruno">
      <input type="file" name="photos">`);
    expect(typedBeforeStart(form, initial)).toEqual({
      name: 'Maria',
      notes: 'Un prato',
      place: 'prato',
      news: true,
      horses: ['ada'],
    });
  });

  it('finds nothing in an untouched form, nor without one', () => {
    const form = formOf(`
      <input name="name" value="">
      <input type="radio" name="place" value="box">
      <input type="checkbox" name="news">
      <input type="checkbox" name="horses" value="ada">`);
    expect(typedBeforeStart(form, initial)).toEqual({});
    expect(typedBeforeStart(null, initial)).toEqual({});
  });
});
