import type { ReceivedMail } from '../../tools/mail/inbox.ts';
import { readEmulatorConfig } from '../../tools/emulator-config.ts';

export type { ReceivedMail };

/** The local inbox of this run's backend (tools/mail), where the local delivery sends. */
export const inboxUrl = () => {
  const { host, ports } = readEmulatorConfig();
  return `http://${host}:${ports.inbox}/`;
};

export async function readInbox(): Promise<ReceivedMail[]> {
  const response = await fetch(`${inboxUrl()}messages.json`);
  if (!response.ok) throw new Error(`The local inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

export async function clearInbox(): Promise<void> {
  await fetch(`${inboxUrl()}messages.json`, { method: 'DELETE' });
}

/** The mails sent to `to`, once there are `count` of them (or fails after `timeoutMs`). */
export async function mailsTo(to: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readInbox()).filter((mail) => mail.to.includes(to));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`${mails.length} of ${count} mails to ${to} arrived in the local inbox`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
