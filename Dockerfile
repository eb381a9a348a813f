# Spotter's container image (docs/self-hosting.md, docs/decisions/0029-production-build-and-metrics.md).
# Three stages: `build` compiles the web app (dist/) and the server (build/) with every dependency;
# `deps` installs the production dependencies alone; the image gets those two and nothing else, runs
# the compiled JavaScript as the unprivileged `node` user, and keeps its data (the embedded
# PostgreSQL, photos, the generated secret) in the /data volume.
#
#   docker build -t spotter .
#   docker run --init -p 3000:3000 -v spotter-data:/data -e APP_URL=https://coach.example.com spotter
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# swagger-ui-dist's install-time telemetry stays off (package.json "scarfSettings" says so too).
ENV SCARF_ANALYTICS=false
# The lockfile first, so a change to the sources alone reuses the installed dependencies.
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma prisma
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:prod

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
# postinstall finds no Prisma generators here and skips: the client is compiled into build/.
COPY scripts/prisma-generate.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
# package.json maps the compiled server's #server/… and #shared/… imports (the spotter-build condition).
COPY package.json ./
# The migrations, applied at start.
COPY prisma prisma
COPY scripts/serve.mjs scripts/
COPY --from=build /app/build build
COPY --from=build /app/dist dist
# The image's own user; PostgreSQL refuses to run as root anyway.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# GET /health answers 503 when the process should be restarted (docs/reliability.md). The first
# start of an empty volume creates and migrates the database: about a minute on a small machine.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops on SIGTERM: it stops taking requests, finishes the running ones and jobs, stops
# PostgreSQL and exits 0, within 10 s. Node is the process the signal reaches (no shell between).
STOPSIGNAL SIGTERM
CMD ["node", "--conditions=spotter-build", "--max-semi-space-size=16", "--heap-growing-percent=50", "scripts/serve.mjs"]
