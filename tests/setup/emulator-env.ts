import { emulatorEnv, readEmulatorConfig } from '../../tools/emulator-config.ts';

// Point firebase-admin and other clients at the emulators before any test module loads them.
Object.assign(process.env, emulatorEnv(readEmulatorConfig()));
