import './styles/index.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// index.html carries a default title and description for clients without JavaScript; each page
// renders its own, so drop the defaults to avoid duplicates in the head.
document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
