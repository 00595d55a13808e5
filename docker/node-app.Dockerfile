# syntax=docker/dockerfile:1
#
# One image recipe for every Node workspace of the monorepo (gateway, services, frontend hosts).
# The monorepo is installed and built once; the final stage keeps what one workspace needs to run.
#
#   docker build -f docker/node-app.Dockerfile \
#     --build-arg WORKSPACE=services/catalog \
#     --build-arg ENTRY=services/catalog/dist/main.js \
#     -t ela-shop/catalog:latest .
#
# WORKSPACE and ENTRY are declared only in the last stage, so the install and build stages are
# the same for every workspace and BuildKit builds them once for all images.
# No HEALTHCHECK here: the port differs per app, and docker-compose.yml and k8s/ check health.

ARG NODE_IMAGE=node:20-bookworm-slim

# Package manifests only (and patches/, which `npm ci` applies to node_modules after installing), so
# that `npm ci` below is cached until a manifest, the lock file or a patch changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN find . ! -type d ! -name package.json ! -name package-lock.json ! -path './patches/*' -delete \
  && find . -type d -empty -delete

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /src ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
# tini runs as PID 1: it forwards SIGTERM to node and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# A writable folder for apps that keep files (the gateway's MEDIA_DIR); a named volume mounted
# there starts with this owner. Everything else stays owned by root and read-only to the app.
RUN install -d -o node -g node /data /data/media

ARG WORKSPACE
ARG ENTRY
ENV NODE_ENV=production \
    APP_ENTRY=${ENTRY}
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/${WORKSPACE} ./${WORKSPACE}
RUN test -n "${WORKSPACE}" && test -f "${WORKSPACE}/package.json" && test -f "${APP_ENTRY}" \
  || { echo "WORKSPACE='${WORKSPACE}' or ENTRY='${ENTRY}' is missing or was not built" >&2; exit 1; }

# The image's `node` user, by number so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
ENTRYPOINT ["/usr/bin/tini", "--"]
# Exec form cannot expand variables, so a one-line shell hands over to node.
CMD ["/bin/sh", "-c", "exec node \"$APP_ENTRY\""]
