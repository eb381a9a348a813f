// The Chakra global-CSS build plugin's machinery (vite-chakra-global-css.ts): a virtual module made once per build in Node by a script of ours (loaded with Vite's
// module runner, so it can import the app's TypeScript), and exact-text patches to dependencies
// applied in the build only. A patch whose text is not found fails the build, naming the plugin
// file to update: a dependency upgrade that moves the text is noticed, never silently unpatched.
// Tests and the dev server use the dependencies unchanged.
import path from 'node:path';
import { runnerImport, type Plugin, type UserConfig } from 'vite';

/** Replaces `from` with `to` in the dependency file whose id ends with `file`. */
export interface SourcePatch {
  file: string;
  from: string;
  to: string;
}

export interface BuildTimeModuleOptions<M> {
  /** The plugin's name, also in its error messages. */
  name: string;
  /** The plugin's own file, named in the error when a patch no longer applies. */
  pluginFile: string;
  /** The id the app (or a patch) imports, e.g. `virtual:chakra-global.css`. */
  virtualId: string;
  /** The script that makes the module, relative to the project root, and how its exports give the module's code. */
  script: string;
  make: (script: M) => string;
  /** The patches, given the project root (a patch may import a file of ours by absolute path). */
  patches: (root: string) => SourcePatch[];
  /** Configuration added to the build only. */
  buildConfig?: UserConfig;
}

export function buildTimeModule<M>(options: BuildTimeModuleOptions<M>): Plugin {
  const resolvedId = `\0${options.virtualId}`;
  let root = process.cwd();
  let patches: SourcePatch[] = [];
  let made: Promise<string> | undefined;
  return {
    name: options.name,
    config: (_config, env) => (env.command === 'build' ? options.buildConfig : undefined),
    configResolved(config) {
      root = config.root;
      patches = config.command === 'build' ? options.patches(root) : [];
    },
    resolveId: (id) => (id === options.virtualId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      made ??= runnerImport<M>(path.join(root, options.script), { configFile: false, logLevel: 'error' }).then(({ module }) => options.make(module));
      return made;
    },
    transform: {
      order: 'pre',
      handler(code, id) {
        const file = id.replaceAll('\\', '/');
        const mine = patches.filter((p) => file.endsWith(p.file));
        if (mine.length === 0) return undefined;
        let out = code;
        for (const p of mine) {
          if (!out.includes(p.from)) this.error(`${options.name}: ${p.file} no longer contains ${JSON.stringify(p.from)} (dependency upgraded?); update ${options.pluginFile}`);
          out = out.replace(p.from, p.to);
        }
        return { code: out, map: null };
      },
    },
  };
}
