# syntax=docker/dockerfile:1
# Hotspot Portal as one image (docs/operations.md): a build stage makes the web app (dist/) and the server
# bundle (dist-server/), the runtime stage holds only production dependencies and runs as the
# unprivileged `node` user. Without DATABASE_URL it serves the demo on the embedded database in /data.
#   docker build -t hotspot-portal .
#   docker run -p 3000:3000 -v hotspot-data:/data hotspot-portal
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --logLevel warn \
 && node scripts/build-server.mjs \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    RADIUS_HOST=0.0.0.0 \
    DATA_DIR=/data/pglite
WORKDIR /app
# What the bundle reads beside itself: the GraphQL schema, the migrations, RADIUS dictionaries and the
# city table under server/, package.json (its version).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/schema ./schema
COPY --from=build /app/server ./server
COPY --from=build /app/scripts/server-node-args.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 1812/udp 1813/udp
# Ready once the database answers (GET /readyz); /healthz would only say the process serves HTTP.
HEALTHCHECK --interval=15s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node's options as `npm start` gives them for the database in use (scripts/server-node-args.mjs: a small
# young generation on the embedded database, the old generation's growth bounded), read when the
# container starts, since DATABASE_URL is set then. `exec`: the server is the container's first process
# and gets SIGTERM from `docker stop` itself, which drains the requests (server/main.ts).
CMD ["sh", "-c", "exec node $(node scripts/server-node-args.mjs) dist-server/main.mjs"]
