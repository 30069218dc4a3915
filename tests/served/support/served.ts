import { readEmulatorConfig, repoRoot, type EmulatorConfig } from '#tools/emulator-config.ts';
import {
  readHostingConfig,
  servedHostingConfig,
  sitePolicies,
  type EmulatorOrigins,
  type HostingConfig,
} from '#tools/hosting/hosting-config.ts';
import { testSiteDir } from '../../support/test-site.ts';

/**
 * The served run: the app built in emulator mode, served by the firebase-tools Hosting emulator with
 * the headers of firebase.json (see docs/decisions/0020-hosting-and-csp.md).
 */
const config = readEmulatorConfig();

export const servedHost = config.host;
export const servedPort = config.ports.hosting;
export const servedUrl = `http://${servedHost}:${servedPort}`;

/** The local emulators the emulator-mode app talks to instead of Google's hosts. */
export function emulatorOrigins(emulators: EmulatorConfig = config): EmulatorOrigins {
  const origin = (port: number) => `http://${emulators.host}:${port}`;
  const { auth, firestore, storage } = emulators.ports;
  return {
    connect: [origin(firestore), origin(auth), origin(storage)],
    img: [origin(storage)],
  };
}

/** firebase.json's hosting block as the served run uses it, its generated config in `configDir`. */
export function servedHosting(configDir: string): HostingConfig {
  return servedHostingConfig(readHostingConfig(), {
    publicDir: testSiteDir,
    configDir,
    origins: emulatorOrigins(),
  });
}

/** The policies the served pages must carry: `admin` under /admin, `site` everywhere else. */
export const servedPolicies = sitePolicies(servedHosting(repoRoot));
