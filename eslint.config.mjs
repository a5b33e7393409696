import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'out/**',
    'node_modules/**',
    '.data/**',
    '.scratch/**',
    'next-env.d.ts',
    'playwright-report/**',
    'test-results/**',
    'bench/results/**',
  ]),
  {
    // lib/ is the inner layer: it must not reach back into the UI.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/components/*'], message: 'lib/ must not import from app/ or components/.' },
          ],
        },
      ],
    },
  },
]);
