import type { UnsubscribeTexts } from './it';

export const en: UnsubscribeTexts = {
  title: 'Unsubscribe from the news',
  description: 'Stop receiving the news of a horse you support by e-mail.',
  working: 'One moment: unsubscribing you…',
  doneTitle: 'Done: you will not receive this news any more',
  done: 'From now on we will not e-mail you the news of the horse you support. Your support for its circle stays as it was.',
  changedMind: 'Changed your mind? Write to us and we will put you back on the list:',
  invalid:
    'This link is incomplete: open the one in the e-mail as it is, or write to us and we will unsubscribe you:',
  refused:
    'This link is not valid, perhaps because the e-mail is very old. Write to us and we will unsubscribe you:',
  failed: 'We could not unsubscribe you, perhaps because of the network. Please try again shortly.',
  retry: 'Try again',
  home: 'Back to the home page',
};
