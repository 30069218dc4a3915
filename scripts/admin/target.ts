import { emulatorEnv, readEmulatorConfig } from '#tools/emulator-config.ts';
import { defaultBucket } from '../retention/args.ts';

export interface AdminTarget {
  readonly projectId: string;
  readonly bucketName: string;
  readonly local: boolean;
}

/** The emulators' variables are removed, so that nothing reaches them by mistake. */
export async function adminTarget(project?: string, bucket?: string): Promise<AdminTarget> {
  const config = readEmulatorConfig();
  if (project) {
    for (const name of Object.keys(emulatorEnv(config))) Reflect.deleteProperty(process.env, name);
    return { projectId: project, bucketName: bucket ?? defaultBucket(project), local: false };
  }
  Object.assign(process.env, emulatorEnv(config));
  // Without this, Firestore's client may look for a cloud metadata server on the network.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const reachable = await fetch(`http://${config.host}:${config.ports.firestore}/`)
    .then((response) => response.ok)
    .catch(() => false);
  if (!reachable) {
    throw new Error(
      `The Firestore emulator is not running on ${config.host}:${config.ports.firestore}. Start it ` +
        'with "npm run emulators", or add --project <id> to work on the real project.',
    );
  }
  return { projectId: config.projectId, bucketName: config.storageBucket, local: true };
}
