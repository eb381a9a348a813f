// npm run dev: the API server with reload on change (tsx watch) and Vite's dev server with hot
// module reload, which proxies /api, /trpc and /objects to the API server.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', process.env.VITE_PORT ?? '5173'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
