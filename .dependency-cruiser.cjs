/**
 * Which part of the tree may import which (npm run lint:deps, run in CI).
 * The layering: drizzle (schema) ← api (lib ← modules ← app) ; the clients
 * (site, widget, cli) reach the API through @greenpage/sdk only.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "api-folder-cycle",
      comment:
        "Folders of the API depend one way: a module uses lib/ and what another module exports, never in a circle (a cycle makes both halves one module).",
      severity: "error",
      scope: "folder",
      from: { path: "^api/src" },
      to: { path: "^api/src", circular: true },
    },
    {
      name: "lib-imports-no-module",
      comment: "api/src/lib is the shared kernel: every module may use it, so it may use no module.",
      severity: "error",
      from: { path: "^api/src/lib/" },
      to: { path: "^api/src/modules/" },
    },
    {
      name: "test-helpers-stay-in-tests",
      comment: "Test harnesses and fixtures are for tests; production code never imports them.",
      severity: "error",
      from: { path: "^(api|sdk|cli|site|widget|drizzle)/src/", pathNot: "\\.(test|e2e)\\.tsx?$|/test/|test-fixtures\\.ts$" },
      to: { path: "/test/|test-fixtures\\.ts$" },
    },
    {
      name: "clients-use-the-sdk",
      comment:
        "The site, the widget and the CLI talk to the API through @greenpage/sdk (and read its constants there): an import of the API's or the database's sources ties them to server code.",
      severity: "error",
      from: { path: "^(site|widget|cli)/" },
      to: { path: "^(api|drizzle)/src/" },
    },
    {
      name: "declare-what-you-import",
      comment:
        "A workspace's code imports only packages its own package.json declares (npm hoisting would otherwise hide a missing one until the package is installed alone). Tests may use the root's dev tools.",
      severity: "error",
      from: { path: "^(api|sdk|cli|site|widget|drizzle)/", pathNot: "\\.(test|e2e)\\.tsx?$|/(test|e2e)/|test-fixtures\\.ts$|/scripts/|\\.config\\.ts$" },
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
  ],
  options: {
    // Test harnesses and fixtures are seen (so production code importing one is caught) but not
    // followed: what a test reaches into is not an edge between the API's folders.
    doNotFollow: { path: "node_modules|/test/|test-fixtures\\.ts$" },
    // Unit and integration tests are not part of the layering. End-to-end tests are: they drive the
    // product from outside, so they too may not reach into the API's or the database's sources.
    exclude: { path: "(^|/)(dist|\\.astro)/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
