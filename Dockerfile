# Production image: Next's standalone output served by the site's server (server/start.mjs:
# client address from the socket or TRUST_PROXY hops, body limits), run as a non-root user.
# Built without a database: no page reads Payload at build time.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` with the committed lock (not `npm ci`): the lock was written against a registry
# mirror without Next's macOS/Windows compiler packages, and `npm ci` refuses a lock that lacks
# optional platform entries. Versions still come from package-lock.json.
RUN npm install --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build
# Next copies the .env files its build loaded into the standalone output; .dockerignore keeps
# them out of the context, and none may reach the image whatever the context held.
RUN rm -f .next/standalone/.env*

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 MEDIA_DIR=/app/media
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
RUN mkdir -p /app/media /app/private-documents && chown node:node /app/media /app/private-documents
USER node
EXPOSE 3000
# Not Next's generated server.js: server/start.mjs puts the site's own server in front of Next
# (next.config.mjs copies it into the standalone output).
CMD ["node", "server/start.mjs"]
