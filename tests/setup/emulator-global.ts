// Placeholder: replaced by the backend launcher (scripts/lib/backend.ts).
export default function setup(): void {}
