// The same-run floor for `npm run size`: what the design card's libraries weigh by themselves. Builds two reference
// pages with the project's Vite, React and settings (production, es2022, minified), each one entry chunk, and
// answers the gzip (level 9, as npm run size measures routes) of their JavaScript:
// - react: a one-button React 19 page (react + react-dom/client): no React app can load less;
// - design: the same button as a MobX observer styled with @emotion/styled (react, react-dom, mobx,
//   mobx-react-lite, @emotion/react, @emotion/styled): the floor of a first screen that uses the card's view stack.
// The pages are built in node_modules/.cache (so the project's packages resolve) and removed afterwards.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const PAGES = {
  react: `
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
function App() { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; }
createRoot(document.getElementById('root')!).render(<App />);
`,
  design: `
import styled from '@emotion/styled';
import { action, observable } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createRoot } from 'react-dom/client';
const state = observable({ n: 0 });
const add = action(() => { state.n += 1; });
const Button = styled.button\`padding: 8px; color: #123;\`;
const App = observer(() => <Button onClick={add}>{state.n}</Button>);
createRoot(document.getElementById('root')!).render(<App />);
`,
} as const;

export type FloorName = keyof typeof PAGES;

async function buildPage(root: string, name: FloorName): Promise<number> {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
  writeFileSync(join(dir, 'main.tsx'), PAGES[name]);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    oxc: { jsx: { runtime: 'automatic', importSource: name === 'design' ? '@emotion/react' : 'react' } },
    build: { outDir: join(dir, 'dist'), target: 'es2022', sourcemap: false, emptyOutDir: true },
  });
  const assets = join(dir, 'dist', 'assets');
  return readdirSync(assets).filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
}

/** The gzip KB (one decimal) of each reference page. */
export async function measureFloors(): Promise<Record<FloorName, number>> {
  const root = resolve('node_modules/.cache/size-floor');
  rmSync(root, { recursive: true, force: true });
  try {
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return { react: kb(await buildPage(root, 'react')), design: kb(await buildPage(root, 'design')) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
