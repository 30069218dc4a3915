/** A slug's shape: lower-case letters and digits, a hyphen between words (e.g. "stella-alpina"). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
