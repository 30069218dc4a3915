// Watches a launcher process and stops a child process group when the launcher dies, even by SIGKILL,
// so that no emulator or server outlives the command that started it.
// Usage: node reaper.mjs <launcherPid> <childPgid>
const [launcherPid, groupId] = process.argv.slice(2).map(Number);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function killGroup(signal) {
  try {
    process.kill(-groupId, signal);
  } catch {
    // Already gone.
  }
}

const timer = setInterval(() => {
  if (!alive(-groupId)) process.exit(0);
  if (alive(launcherPid)) return;
  clearInterval(timer);
  killGroup('SIGTERM');
  setTimeout(() => {
    killGroup('SIGKILL');
    process.exit(0);
  }, 3000);
}, 250);
