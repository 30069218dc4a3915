// `npm run seed`: loads the demo data into the running local emulators (start them with
// `npm run emulators`, or use `npm start`, which seeds an empty backend by itself).
import { emulatorEnv, readEmulatorConfig } from '../tools/emulator-config.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const config = readEmulatorConfig();
// Always the emulators of .firebaserc's demo- project: the seed can never reach a real project.
Object.assign(process.env, emulatorEnv(config));

const reachable = await fetch(`http://${config.host}:${config.ports.firestore}/`)
  .then((response) => response.ok)
  .catch(() => false);
if (!reachable) {
  console.error(
    `The Firestore emulator is not running on ${config.host}:${config.ports.firestore}. ` +
      'Start the backend first with "npm run emulators" (or use "npm start").',
  );
  process.exit(1);
}
const summary = await seedDemoData(config, (line) => console.log(`  seeded ${line}`));
console.log(`Demo data loaded into ${config.projectId}: ${JSON.stringify(summary)}`);
