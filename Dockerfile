# One Dockerfile for every service of docker-compose.yml: the `api` target runs the API; the `web`
# target serves one built front-end app (shell or a remote), chosen with the APP build argument.
FROM node:20-bookworm-slim AS base
RUN npm install -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile

FROM base AS api-build
RUN pnpm --filter api run build

FROM base AS api
COPY --from=api-build /app/api/dist /app/api/dist
ENV PORT=3000 DATA_DIR=/data/pglite
EXPOSE 3000
CMD ["node", "api/dist/server.js"]

FROM base AS web
ARG APP=shell
ARG PORT=8080
ENV APP=${APP} PORT=${PORT}
RUN pnpm --filter ${APP} run build
EXPOSE ${PORT}
CMD ["sh", "-c", "node shared/build/serve-static.mjs ${APP}/dist ${PORT}"]
