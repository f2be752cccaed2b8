# syntax=docker/dockerfile:1
# The portal image (ADR 026, ADR 044): one process serving the portal, API, /ws and /media from
# compiled JavaScript. Run as many as needed behind a proxy on one PostgreSQL and one Redis
# (compose.yaml). Build: `docker build -t touchline .`

# --- build: every dependency, the portal build and the compiled server -------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# The portal (client and server-rendering bundles) and apps/server/dist; then the tools go.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/apps/server /out/apps/web /out/packages \
  && cp -a package.json node_modules media /out/ \
  && cp -a apps/server/package.json apps/server/dist /out/apps/server/ \
  && cp -a apps/web/package.json apps/web/dist /out/apps/web/ \
  && cp -a packages/contract /out/packages/ \
  && for d in apps/server/node_modules apps/web/node_modules; do \
       if [ -d "$d" ]; then cp -a "$d" "/out/$d"; fi; \
     done

# --- runtime: no compiler, no sources, not root ------------------------------------------------
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    DEMO=off \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/touchline \
    MEDIA_DIR=/app/media
WORKDIR /app
COPY --from=build /out /app
# The image's files belong to root and are read-only for the process; only DATA_DIR is its own.
RUN mkdir -p /var/lib/touchline && chown node:node /var/lib/touchline
USER node
EXPOSE 3000
# Liveness only: readiness (/readyz) is for the proxy, which must not restart a process whose
# database is briefly away.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (shutdown.ts); give it SHUTDOWN_TIMEOUT_MS before the runtime's SIGKILL.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
