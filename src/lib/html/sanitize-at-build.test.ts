// @vitest-environment jsdom
import { allowedHtml } from './allowed-html';
import { sanitizeHtml } from './safe-html';
import { createBuildTimeSanitizer, type BuildTimeSanitizer } from './sanitize-at-build';

let build: BuildTimeSanitizer;
beforeAll(() => {
  build = createBuildTimeSanitizer();
});
afterAll(() => {
  build.close();
});

const samples = [
  '<p>Ada ha bisogno del dentista. Con <strong>90 euro</strong> copri una visita.</p>',
  '<h2>Storia</h2><p>Prima <em>riga</em><br>seconda <b>riga</b> <i>e</i> <u>basta</u></p>',
  '<ul><li>carote</li><li>fieno</li></ul><ol><li>uno</li></ol><blockquote>citazione</blockquote>',
  '<h3>Titolo</h3><h4>Sotto</h4><a href="https://example.org/x?a=1&amp;b=2" title="Sito">link</a>',
  '<p onclick="alert(1)" style="color:red" class="x" id="y">attributi</p>',
  '<a href="javascript:alert(1)">js</a> <a href="JaVaScRiPt:alert(1)">js2</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<img src="x" onerror="alert(1)"><script>alert(2)</script><iframe src="https://x"></iframe>',
  '<style>p{color:red}</style><div><span>testo</span> in <table><tr><td>tabella</td></tr></table></div>',
  '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><form><input value="v"></form>',
  '<p>$& $` &lt;script&gt; &amp; \u2028 <!-- commento --> fine',
];

describe('the build-time sanitiser', () => {
  it('keeps the allowed formatting, links and text as they are', () => {
    const kept =
      '<h2>Storia</h2><p>Con <strong>90 euro</strong> <em>una</em> <b>visita</b>, <i>e</i> <u>basta</u>.<br>Poi:</p>' +
      '<ul><li>carote</li></ul><ol><li>fieno</li></ol><h3>Tre</h3><h4>Quattro</h4>' +
      '<blockquote>citazione</blockquote><p><a href="https://example.org/x" title="Sito">link</a></p>';
    expect(build.sanitize(kept)).toBe(kept);
  });

  it('keeps exactly the allow-list’s tags and attributes, nothing else', () => {
    const everything =
      allowedHtml.ALLOWED_TAGS.map(
        (tag) => `<${tag} href="https://x" title="t" class="c">x</${tag}>`,
      ).join('') +
      '<div>d</div><span>s</span><img src="x"><h1>h1</h1><table><tr><td>t</td></tr></table><iframe></iframe><video></video>';
    const doc = new DOMParser().parseFromString(build.sanitize(everything), 'text/html');
    const tags = new Set([...doc.body.querySelectorAll('*')].map((element) => element.localName));
    expect(tags).toEqual(new Set(allowedHtml.ALLOWED_TAGS));
    const attributes = new Set(
      [...doc.body.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()),
    );
    expect(attributes).toEqual(new Set(allowedHtml.ALLOWED_ATTR));
  });

  it('removes scripts, event handlers, styles and frames', () => {
    const clean = build.sanitize(
      '<p onclick="alert(1)" style="color:red">ciao</p><img src="x" onerror="alert(2)">' +
        '<script>alert(3)</script><style>p{}</style><iframe src="https://x"></iframe>' +
        '<svg><script>alert(4)</script></svg>',
    );
    expect(clean).toBe('<p>ciao</p>');
  });

  it('removes javascript: and data: links, keeping their text', () => {
    expect(
      build.sanitize(
        '<a href="javascript:alert(1)" title="t">uno</a> <a href=" JaVaScRiPt:alert(1)">due</a> ' +
          '<a href="data:text/html,x">tre</a> <a href="https://example.org">quattro</a>',
      ),
    ).toBe('<a title="t">uno</a> <a>due</a> <a>tre</a> <a href="https://example.org">quattro</a>');
  });

  it('keeps the text of the elements it removes, and text that looks like markup as text', () => {
    expect(
      build.sanitize('<div><span>testo</span> in <table><tr><td>tabella</td></tr></table></div>'),
    ).toBe('testo in tabella');
    expect(build.sanitize('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    );
  });

  it('answers exactly as the browser’s sanitiser does (one allow-list)', async () => {
    for (const sample of samples) {
      expect(build.sanitize(sample), sample).toBe(await sanitizeHtml(sample));
    }
  });
});
