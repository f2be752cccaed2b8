// drizzle-kit reads the schema and writes SQL migrations, which are committed and applied at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-watching.ts',
    './src/db/schema-accounts.ts',
    './src/db/schema-commerce.ts',
    './src/db/schema-purchases.ts',
    './src/db/schema-personal.ts',
    './src/db/schema-telemetry.ts',
    './src/db/schema-pipeline.ts',
    './src/db/schema-push.ts',
  ],
  out: './src/db/migrations',
  strict: true,
});
