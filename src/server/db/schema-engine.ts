// Prisma's schema engine compiled to WebAssembly (docs/design.md §1): the native engine cannot be
// downloaded here. The package's default entry imports the .wasm file as an ES module, which
// Node rejects, so the module is instantiated by hand.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';

type Engine = bg.SchemaEngine;

let loaded: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const pkgDir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
    const bytes = await readFile(path.join(pkgDir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': bg as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return loaded;
}

/** The engine's own log lines: nothing a user needs (errors come back as exceptions). */
const ignoreEngineLog = () => {};

export async function openSchemaEngine(adapterFactory: SqlMigrationAwareDriverAdapterFactory, schemaPath: string): Promise<Engine> {
  await loadWasm();
  const schema = await readFile(schemaPath, 'utf8');
  return bg.SchemaEngine.new({ datamodels: [[path.basename(schemaPath), schema]] }, ignoreEngineLog, bindMigrationAwareSqlAdapterFactory(adapterFactory));
}
