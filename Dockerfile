# syntax=docker/dockerfile:1
# Suara Transit: the API and the web app in one image. Build: docker build -t suara-transit .
# Run: see compose.yaml and docs/operations.md ("Containers").

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/

# Everything, with the development tools: builds the web app and compiles the server.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies only (no tsx, no Vite, no test tools).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @suara/server --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules node_modules
# The compiled server finds its migrations and the web build beside its package.json.
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: the container's SIGTERM must reach the server to drain it.
CMD ["node", "apps/server/dist/main.js"]
