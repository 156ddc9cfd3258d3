# syntax=docker/dockerfile:1
# The production image of apps/web (issue 27 item 6, decision 1740): one image serves every site by host.
#
#   docker build -t exchange-web .
#   docker run --rm -p 3000:3000 \
#     -e EXCHANGE_API_ORIGIN=https://api.exchange.example \
#     -e SITE_HOSTS="exchange.example=main,us.exchange.example=us" \
#     -e TRUSTED_PROXY_COUNT=2 -e CSRF_SECRET="$(openssl rand -hex 32)" exchange-web
#
# Without EXCHANGE_API_ORIGIN it serves the embedded sandbox exchange. CSRF_SECRET is never baked into the image:
# pass it at run time (the same value to every instance); against a real exchange the server refuses to start
# without it. `tools/scripts/two-instance-check.mjs` runs the app from the layout this file's runtime stage
# copies (its COPY --from=build lines), so a wrong path here fails `npm test` even where no engine exists.

ARG NODE_IMAGE=node:20-bookworm-slim

# ── deps: the locked dependencies only (cached until package.json or the lock file changes)
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# BuildKit's cache mount keeps npm's download cache between builds (not in the image).
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ── build: micro-apps and the Next.js standalone server (`nx run web:build`, output: 'standalone')
FROM deps AS build
# Inlined into the browser bundles at build time: the micro-apps' static host (empty: the sandbox's path).
ARG NEXT_PUBLIC_MICRO_APP_BASE=""
ENV NEXT_PUBLIC_MICRO_APP_BASE=${NEXT_PUBLIC_MICRO_APP_BASE} \
    NEXT_TELEMETRY_DISABLED=1 NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_TELEMETRY=false DO_NOT_TRACK=1
COPY . .
RUN npx nx run web:build --outputStyle=static --skip-nx-cache

# ── runtime: the standalone output only (server.js, the traced node_modules), as a non-root user
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    KEEP_ALIVE_TIMEOUT=65000 \
    EXCHANGE_API_ORIGIN="" \
    SITE_HOSTS="" \
    TRUSTED_PROXY_COUNT=0 \
    MALLOC_ARENA_MAX=2
# CSRF_SECRET (≥ 32 characters, the same on every instance) comes from the orchestrator's secrets at run time.
RUN groupadd --system --gid 10001 exchange \
 && useradd --system --uid 10001 --gid exchange --no-create-home --shell /usr/sbin/nologin exchange
# The code stays owned by root (read-only for the server); COPY sources are paths of the build stage's /app.
COPY --from=build /app/apps/web/.next/standalone ./
COPY --from=build /app/apps/web/.next/static ./apps/web/.next/static
COPY --from=build /app/apps/web/public ./apps/web/public
# The built micro-apps, served by the embedded sandbox (microAppDistDir: ../../dist/apps from apps/web).
COPY --from=build /app/dist/apps ./dist/apps
# The server `npm start` runs (decision 1956): a primary with its head timeout, connection cap and handoff shedding in
# front of Next.js workers of the standalone build, each with header/request timeouts, keep-alive limits and an
# in-flight cap that answers 503 + Retry-After instead of queueing. Node built-ins only: these three files are all it needs.
COPY --from=build /app/tools/scripts/serve.mjs ./tools/scripts/serve.mjs
COPY --from=build /app/tools/scripts/lib/server-limits.mjs /app/tools/scripts/lib/render-cache.mjs ./tools/scripts/lib/
# Only .next itself is the server's to write (its cache, the sandbox's generated CSRF secret).
RUN mkdir -p apps/web/.next/cache && chown exchange:exchange apps/web/.next apps/web/.next/cache
USER exchange:exchange
EXPOSE 3000
# Liveness: /healthz answers without calling the exchange (Node's fetch: the slim image has no curl).
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# On SIGTERM the primary stops accepting and stops its workers; each finishes the requests in flight (with
# `Connection: close`), closes its idle keep-alive connections and exits. WEB_CONCURRENCY sets the workers (default:
# the cores against a real exchange, one with the embedded sandbox); WEB_MAX_IN_FLIGHT, WEB_MAX_CONNECTIONS and
# WEB_HEAD_TIMEOUT_MS the limits (8 renders per worker, 1024 connections, 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "tools/scripts/serve.mjs"]
