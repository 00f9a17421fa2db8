import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const electronOnlyInCompositionRoot = {
  paths: [{ name: 'electron', message: "Only src/main/electron/ and src/preload/ may import 'electron'." }],
};

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/electron/**', 'src/preload/**'],
    rules: { 'no-restricted-imports': ['error', electronOnlyInCompositionRoot] },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The renderer never talks to the network: call window.exchange.' },
        { name: 'XMLHttpRequest', message: 'The renderer never talks to the network: call window.exchange.' },
        { name: 'WebSocket', message: 'The renderer never talks to the network: subscribe through window.exchange.' },
        { name: 'localStorage', message: 'The renderer never stores credentials.' },
        { name: 'sessionStorage', message: 'The renderer never stores credentials.' },
      ],
      'no-restricted-imports': [
        'error',
        { ...electronOnlyInCompositionRoot, patterns: [{ group: ['node:*'], message: 'The renderer is sandboxed: no Node modules.' }] },
      ],
    },
  },
);
