# Production image: build in one stage, run with production dependencies only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=5000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/locales ./locales
# `npm run backup -- FILE` and `npm run restore -- FILE` (the bundle dist/server/backup-cli.js; docs/operations.md).
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs /app/scripts/store-cli.mjs ./scripts/
USER node
EXPOSE 5000
# Healthy once the shop can serve (/api/ready: its store answers and is migrated) and no longer once it stops
# (SIGTERM); a first start on a big database migrates and builds its indexes first, hence the start period.
# /api/health says only that the process lives (docs/operations.md, "Readiness and liveness").
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s CMD node -e "fetch('http://127.0.0.1:5000/api/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# SIGTERM lets the requests in flight finish (10 s at most) and the outbox's sends end: give it 30 s (docker stop -t 30).
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
