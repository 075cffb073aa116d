# syntax=docker/dockerfile:1
# The shop's image: the production build only, run as a non-root user. See docs/operations.md
# ("Containers"); compose.yaml runs two of these behind Caddy with PostgreSQL, Redis and MinIO.

# 0. The workspaces' package manifests, which both installs below read (npm ci needs every one).
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# 1. Build: every workspace's dependencies, then the web app and the API bundle.
FROM manifests AS build
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The production dependencies of the API and of the web app's server-side renderer alone
#    (both bundles keep npm packages external).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace @shop/api --workspace @shop/web --include-workspace-root=false --no-audit --no-fund

# 3. What runs: the bundle, the built web app, their dependencies; nothing else.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same start command as `npm start` and the tests: the API bundle, which serves the web app too.
CMD ["node", "apps/api/dist/server.js"]
