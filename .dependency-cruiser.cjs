/** Layering of ARCHITECTURE §6, checked on every `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^src/shared' },
      to: { path: '^src/(main|preload|renderer|demo-exchange|demo-upstreams)' },
    },
    {
      name: 'renderer-imports-only-shared-and-itself',
      severity: 'error',
      from: { path: '^src/renderer' },
      to: { path: '^src/(main|preload|demo-exchange|demo-upstreams)' },
    },
    {
      name: 'preload-imports-only-shared-and-itself',
      severity: 'error',
      from: { path: '^src/preload' },
      to: { path: '^src/(main|renderer|demo-exchange|demo-upstreams)' },
    },
    {
      name: 'demo-exchange-is-a-separate-server',
      comment: 'The demo exchange speaks HTTP; it shares only the contract.',
      severity: 'error',
      from: { path: '^src/demo-exchange' },
      to: { path: '^src/(main|preload|renderer|demo-upstreams)' },
    },
    {
      name: 'demo-upstreams-are-separate-servers',
      comment: 'The upstream simulators speak HTTP like the real third parties; they share only src/shared.',
      severity: 'error',
      from: { path: '^src/demo-upstreams' },
      to: { path: '^src/(main|preload|renderer|demo-exchange)' },
    },
    {
      name: 'only-the-composition-root-imports-electron',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/(main/electron|preload)/' },
      to: { path: '^electron$|node_modules/electron/' },
    },
    {
      name: 'main-core-does-not-reach-into-its-shells',
      severity: 'error',
      from: { path: '^src/main', pathNot: '^src/main/(electron|browser-host)/' },
      to: { path: '^src/main/(electron|browser-host)/' },
    },
    {
      name: 'features-do-not-import-each-other',
      severity: 'error',
      from: { path: '^src/renderer/features/([^/]+)/' },
      to: { path: '^src/renderer/features/([^/]+)/', pathNot: '^src/renderer/features/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^out/|\\.test\\.tsx?$)' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
