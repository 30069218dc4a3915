// The page's entry: the styles (a <link> in the HTML, so they block nothing but the first paint) and
// a deferred start of the app. A prerendered page is complete HTML: the browser paints it, and its
// photo, with the whole connection to itself, and only then downloads and runs the app to hydrate
// it. The app shell (an empty #root) starts the app at once.
import './styles/index.scss';

const start = () => void import('./main');

if (document.getElementById('root')?.firstElementChild) {
  // After the first frame is painted.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
