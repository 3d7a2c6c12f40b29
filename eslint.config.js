import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import boundaries of the website's code, as no-restricted-imports patterns (regular expressions on the import
// path as written). A later config object replaces the rule's options of an earlier one instead of adding to them,
// so every zone below repeats the patterns that hold for all client code.

/** No client file reaches the drizzle tables (they would pull drizzle into the bundle) or the server's code. */
const clientPatterns = [
  {
    regex: "^(@shared/tables|(\\.\\./)+shared/tables)(\\.ts)?$",
    message: "Client code imports @shared/schema; the tables are for the server and drizzle-kit only.",
  },
  { regex: "^(\\.\\./)+server(/|$)", message: "Client code never imports the server's code." },
];

/** A feature uses components/, lib/, content/ and shared/, never another feature nor the app shell around it. */
const featurePatterns = [
  ...clientPatterns,
  {
    regex: "^@/(features|app)(/|$)",
    message: "A feature does not import another feature or app/; move what both need to components/ or lib/.",
  },
];

/** For a file `depth` folders below its feature's folder, as many steps up (`../`) as leave the feature. */
const leavingTheFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: "A feature does not import another feature or app/; move what both need to components/ or lib/.",
});

/** components/, lib/, content/ and test/ serve every feature and the app shell, so they import neither. */
const sharedClientPatterns = [
  ...clientPatterns,
  {
    regex: "^(@/|(\\.\\./)+)(features|app)(/|$)",
    message: "components/, lib/, content/ and test/ do not import features/ or app/.",
  },
];

const restrictImports = (files, patterns) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "migrations/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      "uploads/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: globals.node },
    rules: {
      // Unused arguments and caught errors are often there to show a signature; an underscore marks them.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Imports in one order everywhere: Node's, then packages, then the project's own (@/ and @shared/), then
    // relative ones; alphabetical inside each group, so a reader finds an import where they expect it and two
    // branches adding imports to one file rarely collide.
    plugins: { "import-x": importX },
    rules: {
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [
            { pattern: "@/**", group: "internal" },
            { pattern: "@shared/**", group: "internal" },
          ],
          pathGroupsExcludedImportTypes: ["builtin"],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    // File and folder names in kebab-case (a test's .test/.spec and a declaration's .d are not part of the name).
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs,cjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{client,server,shared,scripts,tests,deploy}/**/": "KEBAB_CASE" },
      ],
    },
  },
  {
    // Browser tests and fixture scripts also hand functions to the page (page.evaluate), which run there.
    files: ["tests/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ["client/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  restrictImports(["client/**/*.{ts,tsx}"], clientPatterns),
  // A file directly in a feature's folder leaves the feature with one step up, one in components/ with two, and so on.
  ...[0, 1, 2, 3].map((depth) =>
    restrictImports(
      [`client/src/features/*/${"*/".repeat(depth)}*.{ts,tsx}`],
      [...featurePatterns, leavingTheFeature(depth)],
    ),
  ),
  restrictImports(["client/src/{components,lib,content,test}/**/*.{ts,tsx}"], sharedClientPatterns),
);
