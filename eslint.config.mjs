// The page's modules and the Node tests: a name used but never defined (a missed import
// after moving code between modules), one that hides another of the same name, or one
// defined but never used fails `make test`.
import globals from "globals";

export default [
  { ignores: ["web/vendor/**", "dist/**", "build/**", "node_modules/**"] },
  {
    files: ["web/**/*.js", "bench/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser, ...globals.worker } },
    rules: {
      "no-undef": "error",
      "no-shadow": "error",
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true, varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["tests/js/**/*.js", "tests/js/**/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node } },
    rules: {
      "no-undef": "error",
      "no-shadow": "error",
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true, varsIgnorePattern: "^_" }],
    },
  },
];
