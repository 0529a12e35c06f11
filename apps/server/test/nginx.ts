// Debian's nginx in front of API nodes, for a test: a generated configuration in a temporary
// folder (the README's production example: one upstream with every node, WebSocket upgrade, a long
// read timeout, no sticky sessions), run in the foreground as a child of the test, stopped by its
// own pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where Debian puts nginx (the nginx package); null when it is not installed. */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** The configuration: nginx listens on `port` and spreads requests over `nodes` (host:port). */
export function nginxConfig(dir: string, port: number, nodes: readonly string[]): string {
  const servers = nodes.map((node) => `    server ${node} max_fails=1 fail_timeout=10s;`).join('\n');
  return `daemon off;
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  upstream noren {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://noren;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export interface Nginx {
  process: ChildProcess;
  stop(): Promise<void>;
  errorLog(): Promise<string>;
}

/** Starts nginx with that configuration in `dir`; resolves once it accepts connections. */
export async function startNginx(binary: string, dir: string, port: number, nodes: readonly string[]): Promise<Nginx> {
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, nginxConfig(dir, port, nodes));
  const child = spawn(binary, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => stderr);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}${await errorLog()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then(() => true)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}: ${await errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    process: child,
    errorLog,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}
