import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source module. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The key of the page the shell itself loads (its entry script and what it imports). */
const ENTRY_KEY = 'index.html';

/** Vite's manifest of the web build, or undefined when the build has none (an older or a stand-in build). */
export function readBuildManifest(webDist: string): BuildManifest | undefined {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch {
    return undefined;
  }
}

/**
 * The files of a lazily loaded page module and of every chunk it imports statically, less the
 * ones the shell already loads: what the browser would otherwise ask for only once the entry
 * has run and the router has chosen the page, a round trip (and a download) later.
 */
export function pageChunkFiles(manifest: BuildManifest, module: string): string[] {
  const loadedByShell = closure(manifest, ENTRY_KEY);
  if (!manifest[module]) return [];
  return [...closure(manifest, module)].filter((key) => !loadedByShell.has(key)).map((key) => manifest[key]!.file);
}

function closure(manifest: BuildManifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

/**
 * The shell for a page the browser renders alone, announcing its page's chunks
 * (`<link rel="modulepreload">`) so they load beside the entry script. The shell unchanged
 * when there is nothing to announce.
 */
export function shellWithPreloads(shell: string, files: readonly string[]): string {
  if (files.length === 0 || !shell.includes('</head>')) return shell;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return shell.replace('</head>', () => `${links}</head>`);
}
