// Runs dependency-cruiser (the boundary rules of .dependency-cruiser.cjs, docs/architecture.md).
// dependency-cruiser parses TypeScript with the `typescript` package but supports only versions
// below 7, and the project compiles with TypeScript 7; the 5.x compiler is installed next to it
// as `typescript5`, so this points dependency-cruiser's `typescript` at that one and runs its CLI.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'typescript' || specifier.startsWith('typescript/')) {
      return nextResolve(specifier.replace(/^typescript/, 'typescript5'), context);
    }
    return nextResolve(specifier, context);
  },
});

// The package's main entry is src/main/index.mjs; its CLI is bin/dependency-cruiser.mjs.
await import(new URL('../../bin/dependency-cruiser.mjs', import.meta.resolve('dependency-cruiser')).href);
