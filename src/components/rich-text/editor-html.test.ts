// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { demoEvents } from '#scripts/seed/demo/events';
import { demoHorses } from '#scripts/seed/demo/horses';
import { createSanitizer } from '#src/lib/html/sanitize';
import { editorHtml } from './editor-html';
import { richTextExtensions } from './rich-text-extensions';

const sanitize = createSanitizer(window);

function loadAndSave(html: string): string {
  const editor = new Editor({ extensions: richTextExtensions, content: html });
  const saved = editorHtml(editor);
  editor.destroy();
  return saved;
}

function text(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitize(html);
  return (template.content.textContent ?? '').replace(/\s+/g, '');
}

const demoTexts = [
  ...demoHorses.flatMap((horse) => [
    horse.description_it,
    horse.description_en,
    horse.donationDescription_it,
    horse.donationDescription_en,
  ]),
  ...demoEvents.flatMap((event) => [event.description_it, event.description_en]),
].filter((html): html is string => Boolean(html));

describe('a demo text (scripts/seed/demo)', () => {
  it('has some to check', () => {
    expect(demoTexts.length).toBeGreaterThan(20);
    expect(demoTexts.some((html) => html.includes('<ul>'))).toBe(true);
  });

  it.each(demoTexts.map((html, index) => [index, html]))(
    '%i is saved as it was loaded',
    (_, html) => {
      expect(loadAndSave(html)).toBe(html);
    },
  );
});

const table: [name: string, input: string, saved: string | null][] = [
  ['plain text without tags', 'Ada è arrivata nel 2019.', '<p>Ada è arrivata nel 2019.</p>'],
  ['plain text on several lines', 'Prima riga\nseconda riga', '<p>Prima riga seconda riga</p>'],
  ['paragraphs, bold and italic', '<p>Una <strong>cavalla</strong> <em>calma</em>.</p>', null],
  [
    'b and i',
    '<p><b>grassetto</b> e <i>corsivo</i></p>',
    '<p><strong>grassetto</strong> e <em>corsivo</em></p>',
  ],
  ['headings h2 to h4', '<h2>Storia</h2><h3>Arrivo</h3><h4>Oggi</h4><p>Testo</p>', null],
  [
    'h1, h5 and h6 (not allowed)',
    '<h1>Uno</h1><h5>Cinque</h5><h6>Sei</h6>',
    '<p>Uno</p><p>Cinque</p><p>Sei</p>',
  ],
  ['a blockquote', '<blockquote><p>Una frase dei volontari.</p></blockquote>', null],
  ['underline and a line break', '<p>Via <u>Roma</u> 1<br>Alba</p>', null],
  ['a bullet list', '<ul><li>fieno</li><li>carote</li></ul>', null],
  ['a numbered list', '<ol><li>prima</li><li>dopo</li></ol>', null],
  [
    'nested lists',
    '<ul><li>cibo<ul><li>fieno</li><li>carote<ol><li>a rondelle</li></ol></li></ul></li><li>acqua</li></ul>',
    null,
  ],
  [
    'list items with paragraphs',
    '<ul><li><p>uno</p></li><li><p>due</p><p>tre</p></li></ul>',
    '<ul><li>uno</li><li><p>due</p><p>tre</p></li></ul>',
  ],
  [
    'a link with a title',
    '<p><a href="https://www.example.org/" title="Il sito">sito</a></p>',
    null,
  ],
  [
    'a link with target, rel and class',
    '<p><a href="https://www.example.org/" target="_blank" rel="noopener noreferrer" class="btn">sito</a></p>',
    '<p><a href="https://www.example.org/">sito</a></p>',
  ],
  [
    'mailto and tel links',
    '<p><a href="mailto:info@example.org">scrivici</a> o <a href="tel:+390000123456">chiamaci</a></p>',
    null,
  ],
  ['a path of this site', '<p><a href="/sostienici">dona</a></p>', null],
  ['a javascript: link', '<p><a href="javascript:alert(1)">premi</a> qui</p>', '<p>premi qui</p>'],
  [
    'a data: and an ftp: link',
    '<p><a href="data:text/html,x">uno</a> <a href="ftp://example.org/">due</a></p>',
    '<p>uno due</p>',
  ],
  [
    'a link that leaves the site by //',
    '<p><a href="//evil.example/">via</a> <a href="/\\evil.example/">via</a></p>',
    '<p>via via</p>',
  ],
  [
    'spans, divs and styles',
    '<div style="color:red" class="box"><span style="font-size:20px" class="x">Testo</span> <span>rosso</span></div><p style="text-align:center" id="p1">centro</p>',
    '<p>Testo rosso</p><p>centro</p>',
  ],
  [
    'strike, code, pre and hr (not allowed)',
    '<p><s>via</s> <code>x</code></p><pre>blocco</pre><hr><p>fine</p>',
    '<p>via x</p><p>blocco</p><p>fine</p>',
  ],
  [
    'an image, a script and event handlers',
    '<p onclick="alert(1)">Ciao<img src="x" onerror="alert(2)"><script>alert(3)</script></p>',
    '<p>Ciao</p>',
  ],
  // As the public pages show it: the sanitiser keeps the cells' text, not the table.
  ['a table', '<table><tr><td>uno</td><td>due</td></tr></table>', '<p>unodue</p>'],
  ['an empty string', '', ''],
  ['an empty paragraph', '<p></p>', ''],
  ['only spaces', '   ', ''],
];

describe.each(table)('a text with %s', (_name, input, saved) => {
  const output = loadAndSave(input);

  it('is saved as expected', () => {
    expect(output).toBe(saved ?? input);
  });

  it('saves only what the sanitiser keeps', () => {
    expect(sanitize(output)).toBe(output);
  });

  it('keeps the text the sanitiser shows', () => {
    expect(text(output)).toBe(text(input).replace(/alert\(\d\)/g, ''));
  });

  it('saves the same again when loaded once more', () => {
    expect(loadAndSave(output)).toBe(output);
  });
});
