import { association } from '#src/config/association';
import { renderSubject } from './mail-subject';

describe("a mail's subject rendered from its template", () => {
  it('fills values, the raw as given and the plain escaped as Handlebars escapes them', () => {
    expect(
      renderSubject('Notizie da {{{horseName}}}: {{{title}}}', {
        horseName: 'Ada',
        title: "L'erba <b>",
      }),
    ).toBe("Notizie da Ada: L'erba <b>");
    expect(renderSubject('{{title}}', { title: `L'erba & "<b>" = \`x\`` })).toBe(
      'L&#x27;erba &amp; &quot;&lt;b&gt;&quot; &#x3D; &#x60;x&#x60;',
    );
    expect(
      renderSubject('{{{n}}} {{{missing}}} {{{none}}} {{{no}}}', { n: 0, none: null, no: false }),
    ).toBe('0 false');
  });

  it("keeps a block for a value that is there, as Handlebars' if does", () => {
    const source =
      'Domanda di {{#if adoption}}adozione{{else}}{{#if circle}}cerchia{{else}}altro{{/if}}{{/if}}{{#if region}} ({{{region}}}){{/if}}';
    expect(renderSubject(source, { adoption: true, region: 'Lazio' })).toBe(
      'Domanda di adozione (Lazio)',
    );
    expect(renderSubject(source, { circle: true, region: '' })).toBe('Domanda di cerchia');
    // Zero, an empty list and a missing value are false.
    expect(renderSubject(source, { adoption: 0, circle: [], region: [] })).toBe('Domanda di altro');
    expect(renderSubject(source, { circle: ['x'] })).toBe('Domanda di cerchia');
  });

  it("fills the association's details, trims, and collapses spaces", () => {
    expect(renderSubject('  Ciao   {{{a}}}\n – [[associationName]] ', { a: 'x  y' })).toBe(
      `Ciao x y – ${association.name}`,
    );
  });

  it('reads no value of the prototype', () => {
    expect(renderSubject('[{{{constructor}}}{{#if toString}}x{{/if}}]', {})).toBe('[]');
  });

  it.each([
    ['{{#each horses}}{{this}}{{/each}}'],
    ['{{lookup a b}}'],
    ['{{#if a}}x'],
    ['x{{/if}}'],
    ['{{else}}'],
    ['{{#if a}}x{{else}}y{{else}}z{{/if}}'],
    ['{{a.b}}'],
    ['[[siteUrl]]'],
    ['{{> partial}}'],
  ])('renders nothing of a subject using more of Handlebars: %s', (source) => {
    expect(renderSubject(source, { a: true, horses: ['Ada'] })).toBeNull();
  });
});
