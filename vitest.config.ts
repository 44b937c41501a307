import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup-unit.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          setupFiles: ['./src/test/setup-unit.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file works on its own copies of the run's templates (global-setup.ts), so files
          // run side by side; one worker per core of the 2-core machine (docs/benchmarks.md).
          maxWorkers: 2,
        },
      },
    ],
  },
});
