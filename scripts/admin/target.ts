import { emulatorEnv } from '#tools/backend/backend.ts';
import { readEmulatorConfig } from '#tools/emulator-config.ts';
import { defaultBucket } from '../retention/args.ts';

// Where an operator's script (retention, publish-site) works with the Admin SDK: a real Firebase
// project with its own credentials (GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth
// application-default login`), or the local emulators.

export interface AdminTarget {
  readonly projectId: string;
  readonly bucketName: string;
  /** True on the local emulators. */
  readonly local: boolean;
}

/**
 * The real project `project` (its default bucket unless `bucket` is given), with the emulators'
 * variables removed so that nothing reaches them by mistake; without a project, the local emulators,
 * which must be running (an Error says how to start them).
 */
export async function adminTarget(project?: string, bucket?: string): Promise<AdminTarget> {
  const config = readEmulatorConfig();
  if (project) {
    for (const name of Object.keys(emulatorEnv(config))) Reflect.deleteProperty(process.env, name);
    return { projectId: project, bucketName: bucket ?? defaultBucket(project), local: false };
  }
  Object.assign(process.env, emulatorEnv(config));
  // On the emulators no Google credential is needed: without this, Firestore's client may look for
  // a cloud metadata server on the network (and warn when something else answers).
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
