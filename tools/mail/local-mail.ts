import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { EmulatorConfig } from '../emulator-config.ts';
import { startDelivery } from './delivery.ts';
import { startInbox } from './inbox.ts';

export interface LocalMail {
  /** The inbox's web page. */
  inboxUrl: string;
  stop(): Promise<void>;
}

/**
 * The local stand-in for the Trigger Email extension: a delivery watching the emulator's `mail`
 * collection and an SMTP inbox it sends to, both in this process.
 */
export async function startLocalMail(config: EmulatorConfig): Promise<LocalMail> {
  const inbox = await startInbox(config.host, config.ports.smtp, config.ports.inbox);
  const app = initializeApp({ projectId: config.projectId }, `local-mail-${config.ports.smtp}`);
  const db = getFirestore(app);
  db.settings({ host: `${config.host}:${config.ports.firestore}`, ssl: false });
  const delivery = startDelivery(db, { host: config.host, port: config.ports.smtp });
  return {
    inboxUrl: inbox.url,
    stop: async () => {
      await delivery.stop();
      await deleteApp(app);
      await inbox.close();
    },
  };
}
