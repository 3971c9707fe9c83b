import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config.ts';

/*
 * Issue #15: the Dockerfile and compose.yaml at the repository's root. The image cannot be built on
 * the CI machine (no Docker daemon), so the Dockerfile is read for what a production image must do;
 * the compose file is checked by Compose itself (Debian's docker-compose, which CI installs) and its
 * app settings by the server's own parser.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const hasCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

describe('the Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  // The last stage's instructions, without comments.
  const finalStage = dockerfile
    .slice(dockerfile.lastIndexOf('\nFROM '))
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');

  it('runs the compiled server with node, as a user without privileges, with a health check', () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toContain('CMD ["node", "apps/server/dist/main.js"]');
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(finalStage).not.toMatch(/\bnpm\b|\btsx\b/);
  });

  it('copies what the compiled server reads at start-up, and only production dependencies', () => {
    for (const copied of ['apps/server/package.json', 'apps/server/drizzle', 'apps/server/dist', 'apps/web/dist']) {
      expect(finalStage).toContain(`COPY --from=build /app/${copied} ${copied}`);
    }
    expect(dockerfile).toContain('npm ci --omit=dev --workspace @suara/server');
    expect(fs.existsSync(path.join(ROOT, 'apps/server/drizzle/meta/_journal.json'))).toBe(true);
  });
});

describe.runIf(hasCompose)('compose.yaml', () => {
  const compose = () => {
    const yaml = execFileSync('docker-compose', ['-f', path.join(ROOT, 'compose.yaml'), 'config'], { encoding: 'utf8', env: { ...process.env, PUBLIC_URL: '' } });
    // Compose 1.29 prints YAML only; Debian's docker-compose brings python3-yaml.
    const json = execFileSync('python3', ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'], { input: yaml, encoding: 'utf8' });
    return JSON.parse(json) as { services: Record<string, { environment?: Record<string, string | null>; depends_on?: Record<string, unknown> }> };
  };

  it('is valid, with two app processes behind a load balancer on PostgreSQL, Redis and MinIO', () => {
    const { services } = compose();
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'lb', 'minio', 'minio-bucket', 'postgres', 'redis']);
    expect(Object.keys(services.app1!.depends_on ?? {}).sort()).toEqual(['minio-bucket', 'postgres', 'redis']);
  });

  it('gives each app process settings the server accepts, on shared storage and Redis', () => {
    const { services } = compose();
    for (const name of ['app1', 'app2']) {
      const env = Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, value ?? '']));
      const config = parseConfig(env);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', bucket: 'suara-uploads', forcePathStyle: true });
      expect(config.trustProxy).toBe(true);
      expect(config.pollVoterSecret?.length).toBeGreaterThanOrEqual(16);
    }
  });
});
