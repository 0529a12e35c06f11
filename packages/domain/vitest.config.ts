// Unit and property tests of the shared domain rules; pure functions, so no setup is needed.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
