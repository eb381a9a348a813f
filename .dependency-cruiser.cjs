// Import boundaries, checked by `npm run lint` (docs/architecture.md, "Feature boundaries").
// Run through scripts/depcruise.mjs, which lends dependency-cruiser the TypeScript 5 parser.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-reaches-into-feature',
      comment:
        'A feature uses another feature only through that feature\'s index.ts (docs/architecture.md, "Feature boundaries"). ' +
        'Export the piece from there, or move what several areas share to src/web/lib or src/web/components.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'layout-reaches-into-feature',
      comment: 'A layout uses a feature only through its index.ts (docs/architecture.md, "Feature boundaries").',
      severity: 'error',
      from: { path: '^src/web/layouts/' },
      to: { path: '^src/web/features/[^/]+/', pathNot: '^src/web/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'shared-web-code-uses-an-area',
      comment: 'src/web/lib, components and theme are shared by every area and use none of them (docs/architecture.md, "Feature boundaries").',
      severity: 'error',
      from: { path: '^src/web/(lib|components|theme)/' },
      to: { path: '^src/web/(features|layouts|app)/' },
    },
    {
      name: 'feature-uses-a-layout',
      comment: 'Features do not use the layouts that frame them; share the piece through src/web/lib or src/web/components.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/layouts/' },
    },
    {
      name: 'web-imports-server',
      comment: 'The browser reaches the server only over tRPC; it takes the AppRouter type from src/server/trpc/router.ts with `import type`, nothing else (docs/architecture.md).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/', pathNot: '^src/server/trpc/router\\.ts$' },
    },
    {
      name: 'web-imports-server-code',
      comment: 'Only the AppRouter type may come from the server: write `import type` (docs/architecture.md).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/trpc/router\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-imports-web',
      comment: 'The server does not use browser code; what both need goes in src/shared (docs/architecture.md).',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'service-uses-trpc',
      comment:
        'Services are the business layer under both the tRPC procedures and the REST routes: they take plain inputs and throw DomainErrors, and know nothing of tRPC (docs/architecture.md, "Server layers"). Shared texts live in src/shared.',
      severity: 'error',
      from: { path: '^src/server/services/' },
      to: { path: ['^src/server/trpc/', 'node_modules/@trpc/'] },
    },
    {
      name: 'router-implements-a-guard',
      comment:
        "Who may call a procedure is the procedure builder's job (src/server/trpc/init.ts: coachProcedure, clientProcedure, viewerProcedure). " +
        'A router takes the caller from ctx and calls services; it does not read the database, check roles or throw its own access errors (docs/architecture.md, "Server layers").',
      severity: 'error',
      from: { path: '^src/server/trpc/routers/' },
      to: { path: ['^src/server/errors\\.ts$', '^src/server/lib/access\\.ts$', '^src/server/db/', 'node_modules/@trpc/'] },
    },
  ],
  options: {
    // Packages are not analysed (the rules are about our own folders), which keeps it to seconds.
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '^src/server/db/generated/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    cache: false,
  },
};
