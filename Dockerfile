# syntax=docker/dockerfile:1
# One image recipe for every service of docker-compose.yml:
#   docker build --target api    -t portal-api .     -> node api/dist/main.js (port 8080)
#   docker build --target static -t portal-static .  -> node scripts/serve-static.mjs (command set per service)
# Both carry the whole built repo (shell/dist, every mfe-*/dist, api/dist); compose picks what each serves.

FROM node:20-bookworm-slim AS build
# better-sqlite3 may compile from source (no prebuilt binary reachable): needs python3, make, g++.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Manifests first so the npm ci layer is cached until a package.json or the lock changes.
COPY package.json package-lock.json ./
COPY build-tools/package.json build-tools/
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-locations/package.json mfe-locations/
COPY mfe-issues/package.json mfe-issues/
COPY e2e/package.json e2e/
ENV CI=true PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && cd api && node -e "require('better-sqlite3')(':memory:').close()"

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app

FROM runtime AS api
ENV PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]

FROM runtime AS static
USER node
# Set per service, e.g. ["node", "scripts/serve-static.mjs", "--root", "mfe-locations/dist", "--port", "8102"]
# with MFE_CORS_ORIGINS=<the shell's origin> (see docker-compose.yml)
CMD ["node", "scripts/serve-static.mjs", "--root", "shell/dist", "--port", "8100", "--spa"]
