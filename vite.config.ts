/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';

// The server (graphql-yoga) loads graphql's CommonJS build; the server tests must use the same copy.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

const apiPort = Number(process.env.PORT ?? 3000);
const apiPaths = [
  '/graphql',
  '/app-config',
  '/auth/authorize',
  '/auth/refresh',
  '/my-profile',
  '/acl',
  '/content',
  '/enrollment',
  '/accounting',
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, `http://127.0.0.1:${apiPort}`])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    // Tests fail on console.error (see tests/setup/failOnConsole.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/failOnConsole.ts'],
        },
      },
      // The server tests run twice: on the embedded PGlite database and on the PostgreSQL server.
      ...(['pglite', 'postgres'] as const).map((db) => ({
        extends: true as const,
        resolve: { alias: { graphql: graphqlCjs } },
        test: {
          name: `server-${db}`,
          environment: 'node' as const,
          include: ['tests/server/**/*.test.ts'],
          setupFiles: ['tests/setup/failOnConsole.ts'],
          env: { TEST_DB: db },
          testTimeout: 30000,
          hookTimeout: 60000,
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      })),
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/failOnConsole.ts', 'tests/setup/ui.ts'],
          testTimeout: 20000,
          server: { deps: { inline: ['ra-data-graphql'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          testTimeout: 120000,
          hookTimeout: 120000,
          fileParallelism: false,
        },
      },
    ],
  },
});
