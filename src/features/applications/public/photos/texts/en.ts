import type { PhotoTexts } from './it';

export const en: PhotoTexts = {
  label: 'Photos (optional)',
  listLabel: 'Added photos',
  preparing: 'Preparing the photo…',
  ready: 'Ready: we send it right after the application.',
  remove: 'Remove',
  retry: 'Try again',
  notHydrated: 'One moment: the page is still loading.',
  hint: (max) =>
    `Up to ${max} photos: the paddock, the shelter, the horse, its passport. We make them lighter before sending them, so photos straight from your phone are fine.`,
  count: (count, max) => `Photos added: ${count} of ${max}.`,
  full: (max) => `You have added ${max} photos, the most allowed: remove one to add another.`,
  tooManyPicked: (max, left) =>
    `You can add at most ${max} photos: we did not add ${left.join(', ')}.`,
  uploading: (percent) => `Uploading… ${percent}%`,
  progressName: (label) => `Uploading ${label}`,
  preparingName: (label) => `Preparing ${label}`,
  readyAnnouncement: (label) => `Photo ready: ${label}.`,
  failedAnnouncement: (label, problem) => `${label}: ${problem}`,
  problems: {
    'not-image': 'This file is not an image: choose a photo (JPEG, PNG, HEIC…).',
    'file-too-big': 'This file is larger than 30 MB: choose a smaller photo.',
    unreadable:
      'We cannot read this image (HEIC photos open only in some browsers): try a JPEG or PNG photo.',
    conversion: 'We could not convert this photo: try again or choose another one.',
    'too-large': 'Even once converted, this photo weighs more than 10 MB: choose another one.',
    network: 'The upload failed: check your internet connection and try again.',
    refused: 'The service did not accept the photo: try again in a while.',
    quota:
      'We cannot receive photos right now: try again later, or send the application without them.',
    unknown: 'Something went wrong: try again in a while.',
  },
  sending: {
    title: 'Sending the photos',
    stay: 'Your application has arrived. Please stay on this page until the photos are sent.',
    waiting: 'Waiting…',
    sent: 'Sent',
    failedNote:
      'If a photo does not go through, your application still stands: our staff see which photo is missing and ask you for it if needed.',
    lost: 'This photo is no longer in the page (it was reloaded): your application stands without it.',
  },
  photosSent: (sent, total) => `Photos sent: ${sent} of ${total}.`,
};
