import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** files matching `files` may not import `patterns` (gitignore-style, as no-restricted-imports reads them) */
const layer = (files, patterns, message, ignores = []) => [
  { files: files.map((f) => `${f}.{ts,tsx}`.replace('**.{', '**/*.{')), ignores, rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] } },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'test-results-*/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },

  // the layers of ARCHITECTURE.md: arrows point one way (a forbidden import fails the lint); a file
  // takes the last group that matches it, so the broad ones come first
  ...layer(['src/**'], ['**/server/**'], 'the browser app does not import the server'),
  ...layer(['src/domain/**'], ['**/api/**', '**/screens/**', '**/shell/**', '**/commands/**', '**/i18n/**', '**/server/**', 'react', 'react-dom'], 'src/domain and src/machines are the pure core: they import nothing outside themselves'),
  ...layer(['src/machines/**'], ['**/api/**', '**/screens/**', '**/shell/**', '**/commands/**', '**/server/**', 'react', 'react-dom'], 'src/domain and src/machines are the pure core: they import nothing outside themselves'),
  ...layer(['src/shell/**'], ['**/server/**', '**/screens/*/**', '!**/screens/resource/**'], 'the shell does not import an area\'s screens: the app hands it the screen registry'),
  ...layer(['server/db/**'], ['**/http', '**/http/**', '**/modules', '**/modules/**', '**/jobs', '**/jobs/**', '**/app', '**/main'], 'server/db imports no route, module or job', ['server/db/seed/**']),
  ...layer(['server/http/**'], ['**/modules', '**/modules/**', '**/jobs', '**/jobs/**', '**/db/seed', '**/db/seed/**', '**/app', '**/main'], 'server/http imports no module, job or seed: the registry is handed to it'),
  ...layer(['server/modules/**', 'server/jobs/**'], ['**/db/seed', '**/db/seed/**', '**/app', '**/main'], 'nothing imports the demo seed: it is an application of the modules'),
);
