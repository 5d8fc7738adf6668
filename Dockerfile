# syntax=docker/dockerfile:1
# One recipe, one target per deployable, each built only from what it needs (docs/deployment.md):
#   docker build --target api           -t portal-api .            node api/dist/main.js (port 8080)
#   docker build --target shell         -t portal-shell .          the shell's files + serve-static (port 8100)
#   docker build --target mfe-issues    -t portal-mfe-issues .     one remote's files + serve-static (port 8101)
#   docker build --target mfe-locations -t portal-mfe-locations .  (port 8102)
#   docker build --target mfe-notifications -t portal-mfe-notifications .  (port 8103)
#   docker build --target mfe-news-charts -t portal-mfe-news-charts .  (port 8106)
#   docker build --target mfe-installations -t portal-mfe-installations .  (port 8105)
#   docker build --target mfe-tasks -t portal-mfe-tasks .  (port 8104)
#   docker build --target mfe-admin -t portal-mfe-admin .  (port 8107)
#   docker build --target mfe-portfolio -t portal-mfe-portfolio .  (port 8108)
#   docker build --target portal        -t portal .                everything in one process (npm start's mode)
# A remote's image holds its own build only (with its remote.meta.json); the shell's image holds nothing of
# a remote. So `docker-compose up -d --no-deps --build mfe-issues` rebuilds and restarts that remote alone.

# The Node 20 base of every stage. Another image for places without Docker Hub (a registry mirror, or one
# built locally by scripts/docker/build-local-base-image.sh): --build-arg NODE_IMAGE=portal-node:20 or, in
# docker-compose, NODE_IMAGE=portal-node:20 docker-compose build. It must have node/npm 20 and a user `node`.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
# better-sqlite3 may compile from source (no prebuilt binary reachable): needs python3, make, g++.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first so the npm ci layer is cached until a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY build-tools/package.json build-tools/
COPY shared/package.json shared/
COPY page-server/package.json page-server/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-locations/package.json mfe-locations/
COPY mfe-issues/package.json mfe-issues/
COPY mfe-notifications/package.json mfe-notifications/
COPY mfe-news-charts/package.json mfe-news-charts/
COPY mfe-installations/package.json mfe-installations/
COPY mfe-tasks/package.json mfe-tasks/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-portfolio/package.json mfe-portfolio/
COPY e2e/package.json e2e/
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund

# What every front-end build needs: the build tools and @portal/shared (bundled as the singleton).
FROM deps AS frontend-base
COPY tsconfig.base.json ./
COPY build-tools/ build-tools/
COPY shared/ shared/
COPY scripts/ scripts/

FROM frontend-base AS build-shell
COPY shell/ shell/
RUN npm run build -w shell

FROM frontend-base AS build-mfe-issues
COPY mfe-issues/ mfe-issues/
# The description/implementation check of `npm run build`, for this remote only (the only mfe-* here).
RUN node scripts/check-remotes.mjs && npm run build -w mfe-issues

FROM frontend-base AS build-mfe-locations
COPY mfe-locations/ mfe-locations/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-locations

FROM frontend-base AS build-mfe-portfolio
COPY mfe-portfolio/ mfe-portfolio/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-portfolio

FROM frontend-base AS build-mfe-notifications
COPY mfe-notifications/ mfe-notifications/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-notifications

FROM frontend-base AS build-mfe-news-charts
COPY mfe-news-charts/ mfe-news-charts/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-news-charts

FROM frontend-base AS build-mfe-installations
COPY mfe-installations/ mfe-installations/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-installations

FROM frontend-base AS build-mfe-tasks
COPY mfe-tasks/ mfe-tasks/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-tasks

FROM frontend-base AS build-mfe-admin
COPY mfe-admin/ mfe-admin/
RUN node scripts/check-remotes.mjs && npm run build -w mfe-admin

FROM deps AS build-api
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY page-server/ page-server/
COPY api/ api/
# The import format's JSON Schema, which the API reads at start (api/src/import/import.schema.ts).
COPY docs/provider-import.schema.json docs/
RUN npm run build -w api \
 && cd api && node -e "require('better-sqlite3')(':memory:').close()"

# The static server of the shell and of each remote (scripts/serve-static.mjs: fastify + @portal/page-server).
FROM ${NODE_IMAGE} AS static-runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json ./
COPY shared/ shared/
COPY page-server/ page-server/
COPY scripts/ scripts/
HEALTHCHECK --interval=10s --timeout=10s --start-period=10s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

FROM static-runtime AS shell
# The shell writes remotes.json and config.json into its folder at start (write-remotes-json.mjs).
COPY --from=build-shell --chown=node:node /app/shell/dist shell/dist
USER node
ENV PORT=8100
EXPOSE 8100
# REMOTE_<NAME>_URL -> remotes.json (names and base URLs); docker-compose adds --api-proxy.
CMD ["sh", "-c", "node scripts/write-remotes-json.mjs --out shell/dist && exec node scripts/serve-static.mjs --root shell/dist --port \"$PORT\" --spa"]

FROM static-runtime AS mfe-issues
COPY --from=build-mfe-issues /app/mfe-issues/dist mfe-issues/dist
USER node
ENV PORT=8101
EXPOSE 8101
# MFE_CORS_ORIGINS=<the shell's origin>: the shell's page fetches this remote's files.
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-issues/dist --port \"$PORT\""]

FROM static-runtime AS mfe-locations
COPY --from=build-mfe-locations /app/mfe-locations/dist mfe-locations/dist
USER node
ENV PORT=8102
EXPOSE 8102
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-locations/dist --port \"$PORT\""]

FROM static-runtime AS mfe-portfolio
COPY --from=build-mfe-portfolio /app/mfe-portfolio/dist mfe-portfolio/dist
USER node
ENV PORT=8108
EXPOSE 8108
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-portfolio/dist --port \"$PORT\""]

FROM static-runtime AS mfe-notifications
COPY --from=build-mfe-notifications /app/mfe-notifications/dist mfe-notifications/dist
USER node
ENV PORT=8103
EXPOSE 8103
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-notifications/dist --port \"$PORT\""]

FROM static-runtime AS mfe-news-charts
COPY --from=build-mfe-news-charts /app/mfe-news-charts/dist mfe-news-charts/dist
USER node
ENV PORT=8106
EXPOSE 8106
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-news-charts/dist --port \"$PORT\""]

FROM static-runtime AS mfe-installations
COPY --from=build-mfe-installations /app/mfe-installations/dist mfe-installations/dist
USER node
ENV PORT=8105
EXPOSE 8105
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-installations/dist --port \"$PORT\""]

FROM static-runtime AS mfe-tasks
COPY --from=build-mfe-tasks /app/mfe-tasks/dist mfe-tasks/dist
USER node
ENV PORT=8104
EXPOSE 8104
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-tasks/dist --port \"$PORT\""]

FROM static-runtime AS mfe-admin
COPY --from=build-mfe-admin /app/mfe-admin/dist mfe-admin/dist
USER node
ENV PORT=8107
EXPOSE 8107
CMD ["sh", "-c", "exec node scripts/serve-static.mjs --root mfe-admin/dist --port \"$PORT\""]

FROM ${NODE_IMAGE} AS api-runtime
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=10s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]

# The API alone (stateless: run as many as needed on one PostgreSQL, see docs/deployment.md).
FROM api-runtime AS api
COPY --from=build-api --chown=node:node /app /app
USER node

# Everything in one process: the API also serves the shell and every remote (ADR 0002).
FROM deps AS build-all
COPY . .
RUN npm run build \
 && cd api && node -e "require('better-sqlite3')(':memory:').close()"

FROM api-runtime AS portal
COPY --from=build-all --chown=node:node /app /app
USER node
