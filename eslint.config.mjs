// One lint config for every package; each package runs `eslint .` from its own folder.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const remotes = [
  'mf-training',
  'mf-nutrition',
  'mf-community',
  'mf-account',
  'mf-devtools',
  'mf-staff',
  'shell',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.data-*/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Apps never import each other's code: they talk through routes, the bus and federated modules.
      'no-restricted-imports': [
        'error',
        {
          patterns: remotes.flatMap((name) => [
            `**/../${name}/**`,
            `@club/${name}`,
            `@club/${name}/**`,
          ]),
        },
      ],
    },
  },
  {
    // Apps get rxjs from @club/shared (one tree-shaken copy inside the singletons, shared/src/rx.ts).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'rxjs',
              message:
                "Import rxjs's classes from '@club/shared', its operators from '@club/shared/rx' (one copy at run time).",
            },
          ],
          patterns: remotes.flatMap((name) => [
            `**/../${name}/**`,
            `@club/${name}`,
            `@club/${name}/**`,
          ]),
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
