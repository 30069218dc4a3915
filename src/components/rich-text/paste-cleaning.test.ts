// @vitest-environment jsdom
import './jsdom-editor-stubs';
import { Editor } from '@tiptap/core';
import { createSanitizer } from '#src/lib/html/sanitize';
import { editorHtml } from './editor-html';
import { cleanPastedHtml } from './paste-cleaning';
import { richTextExtensions } from './rich-text-extensions';

const sanitize = createSanitizer(window);

function paste(html: string, content = ''): string {
  const element = document.createElement('div');
  document.body.append(element);
  const editor = new Editor({ element, extensions: richTextExtensions, content });
  editor.commands.focus('end');
  editor.view.pasteHTML(html);
  const saved = editorHtml(editor);
  editor.destroy();
  element.remove();
  return saved;
}

// What Word for Windows puts on the clipboard (trimmed: the real head is longer).
const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document>
<meta name=Generator content="Microsoft Word 15">
<link rel=File-List href="file:///C:/Users/volontaria/AppData/Local/Temp/msohtmlclip1/01/clip_filelist.xml">
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml><![endif]-->
<style><!-- p.MsoNormal, li.MsoNormal, div.MsoNormal {mso-style-unhide:no; margin:0cm; font-size:12.0pt; font-family:"Calibri",sans-serif;} --></style>
</head>
<body lang=IT style='tab-interval:35.4pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal><span style='mso-ansi-language:IT'>Ada è arrivata all’Oasi nel <b>2019</b>, con la <i style='mso-bidi-font-style:normal'>criniera</i> corta.<o:p></o:p></span></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoNormal style='margin-bottom:6.0pt;line-height:115%'><span style='font-size:14.0pt;mso-bidi-font-size:11.0pt;color:#C00000'>Cosa le piace:</span><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>le carote<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New";mso-fareast-font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>tagliate a <b>rondelle</b><o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>le spazzolate<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Compila il questionario<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-bidi-font-family:Calibri'><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Visita pre-affido<o:p></o:p></p>
<p class=MsoNormal>Scrivici: <a href="mailto:info@example.org"><span style='color:#0563C1'>info@example.org</span></a><o:p></o:p></p>
<h1 style='mso-margin-top-alt:auto'><span style='mso-fareast-font-family:"Times New Roman"'>Un titolo<o:p></o:p></span></h1>
<!--EndFragment-->
</body>
</html>`;

// What Google Docs puts on the clipboard: a <b style="font-weight:normal"> wrapper, styles on
// spans, <br> between blocks.
const span = (style: string, text: string) =>
  `<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;${style}font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">${text}</span>`;
const docsParagraph = (content: string) =>
  `<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;">${content}</p>`;
const docsItem = (content: string) =>
  `<li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation">${content}</p></li>`;
const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-4f1c2a3e-7fff-1b2c-9d3e-0a1b2c3d4e5f">${docsParagraph(
  span('font-weight:400;font-style:normal;', 'Ada è la ') +
    span('font-weight:700;font-style:normal;', 'nonna del branco') +
    span('font-weight:400;font-style:italic;', ', da sempre.'),
)}<br>${docsParagraph(span('font-weight:400;font-style:normal;', 'Cosa le piace:'))}<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;">${docsItem(
  span('font-weight:400;font-style:normal;', 'le carote'),
)}${docsItem(span('font-weight:700;font-style:normal;', 'le spazzolate'))}</ul><br>${docsParagraph(
  `<a href="https://www.example.org/adotta" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Adottala</span></a>`,
)}<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;">${span(
  'font-size:16pt;font-weight:400;font-style:normal;',
  'Un titolo',
)}</h2></b><br class="Apple-interchange-newline">`;

describe('pasting from Word', () => {
  const saved = paste(word);

  it('gives paragraphs, bold, italic, real lists and links, nothing else', () => {
    expect(saved).toBe(
      '<p>Ada è arrivata all’Oasi nel <strong>2019</strong>, con la <em>criniera</em> corta.</p>' +
        '<p>Cosa le piace:</p>' +
        '<ul><li>le carote<ul><li>tagliate a <strong>rondelle</strong></li></ul></li><li>le spazzolate</li></ul>' +
        '<ol><li>Compila il questionario</li><li>Visita pre-affido</li></ol>' +
        '<p>Scrivici: <a href="mailto:info@example.org">info@example.org</a></p>' +
        '<p><strong>Un titolo</strong></p>',
    );
  });

  it('leaves no class, style, Office tag, list marker or empty paragraph', () => {
    expect(saved).not.toMatch(/class=|style=|mso|o:p|·|&nbsp;|<p><\/p>/);
    expect(sanitize(saved)).toBe(saved);
  });
});

describe('pasting from Google Docs', () => {
  const saved = paste(docs);

  it('reads bold and italic from the styles, not the wrapper, and drops the stray breaks', () => {
    expect(saved).toBe(
      '<p>Ada è la <strong>nonna del branco</strong><em>, da sempre.</em></p>' +
        '<p>Cosa le piace:</p>' +
        '<ul><li>le carote</li><li><strong>le spazzolate</strong></li></ul>' +
        '<p><a href="https://www.example.org/adotta">Adottala</a></p>' +
        '<p><strong>Un titolo</strong></p>',
    );
    expect(sanitize(saved)).toBe(saved);
  });
});

describe('pasting from a web page', () => {
  it('drops styles, classes, images, scripts, targets and unsafe links', () => {
    const saved = paste(
      '<div class="post"><h3 style="color:red">Orari</h3><p style="font-family:Comic Sans MS" class="lead">Aperti <u>sabato</u> e <span style="font-weight:bold">domenica</span>.</p><img src="https://example.org/x.png"><script>alert(1)</script><p><a href="https://example.org/" target="_blank" rel="noopener" class="btn">Sito</a> <a href="javascript:alert(2)">trucco</a></p><blockquote>Una frase</blockquote><table><tr><td>lun</td><td><p>chiuso</p></td></tr></table></div>',
    );
    expect(saved).toBe(
      '<p><strong>Orari</strong></p><p>Aperti sabato e <strong>domenica</strong>.</p>' +
        '<p><a href="https://example.org/">Sito</a> trucco</p><p>Una frase</p><p>lun</p><p>chiuso</p>',
    );
  });

  it('keeps the text it pastes into', () => {
    expect(paste('<p><b>due</b></p>', '<p>uno</p>')).toBe('<p>uno<strong>due</strong></p>');
  });
});

describe('cleanPastedHtml', () => {
  it('keeps a plain line break among inline content', () => {
    expect(cleanPastedHtml('uno<br>due')).toBe('uno<br>due');
  });

  it('keeps a Word paragraph that only looks like a list item when it has no list style', () => {
    expect(cleanPastedHtml('<p class="MsoListParagraph">Solo testo</p>')).toBe(
      '<p class="MsoListParagraph">Solo testo</p>',
    );
  });

  it('starts a new list after a paragraph between two Word lists of the same kind', () => {
    const item = (text: string) =>
      `<p style="mso-list:l0 level1 lfo1"><span style="mso-list:Ignore">·</span>${text}</p>`;
    expect(cleanPastedHtml(`${item('a')}<p>in mezzo</p>${item('b')}`)).toBe(
      '<ul><li>a</li></ul><p>in mezzo</p><ul><li>b</li></ul>',
    );
  });
});
