# syntax=docker/dockerfile:1
#
# Imágenes de producción (README «Producción», docs/arquitectura.md «Despliegue»). Dos destinos finales:
#   api → la API: node api/dist/server.js con solo sus dependencias de producción.
#   web → una app construida (ARG APP: shell o un remoto) servida por serve-static, con sus cabeceras
#         de caché y, en el shell, /config.json según el entorno (API_URL, REMOTE_*_URL).
# Las etapas deps, api-build, serve-static y web-build tienen el workspace entero y no se publican.
# Las finales parten de la misma base (node:24-bookworm-slim, la LTS activa de Node.js: el motor
# guarda esa capa una sola vez para las seis imágenes), no llevan pnpm ni código fuente y corren como
# el usuario node (uid 1000). El código sigue andando en Node 20 (las máquinas de desarrollo): el
# bundle de la API apunta a node20 (api/build.mjs), que Node 24 también corre.
#
#   docker build --target api -t backoffice-api .
#   docker build --target web --build-arg APP=mf-contactos --build-arg PORT=3003 \
#     --build-arg HEALTH_PATH=/mf-manifest.json -t backoffice-mf-contactos .

ARG NODE_IMAGE=node:24-bookworm-slim
ARG APP=shell

# ---- deps: todas las dependencias del workspace, desde el lockfile --------------------------------
# Una sola etapa para todas las imágenes: se construye una vez y queda en caché mientras no cambien
# el lockfile ni los package.json (cambiar código no vuelve a instalar nada).
FROM ${NODE_IMAGE} AS deps
ENV CI=true
RUN npm install -g pnpm@10 && npm cache clean --force
WORKDIR /repo
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json .npmrc ./
RUN pnpm fetch
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-inventario/package.json mf-inventario/
COPY mf-operaciones/package.json mf-operaciones/
COPY mf-contactos/package.json mf-contactos/
COPY mf-administracion/package.json mf-administracion/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN pnpm install --frozen-lockfile --offline

# ---- api-build: el bundle de la API y la carpeta que copia la imagen ------------------------------
FROM deps AS api-build
COPY tsconfig.base.json ./
COPY shared shared
COPY api api
COPY deploy/api-produccion.mjs deploy/
# dist/server.js y dist/crear-admin.js (esbuild, con shared adentro); /out: api/{package.json,dist,drizzle}
# y solo la clausura de las dependencias de producción de la API (sin shared, sin las de desarrollo).
RUN pnpm --filter api run build && node deploy/api-produccion.mjs /out

# ---- api ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    NODE_OPTIONS=--enable-source-maps \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data/pglite
WORKDIR /app
# El código queda de root y de solo lectura para el proceso; solo /data (PGlite, si no hay
# DATABASE_URL) es del usuario node.
COPY --from=api-build /out/ ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/salud').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migra (con el candado de arranque: varias instancias pueden arrancar a la vez), prepara los datos
# iniciales y escucha. El primer administrador también: node api/dist/crear-admin.js --email … --password …
CMD ["node", "api/dist/server.js"]

# ---- serve-static en un solo archivo (sirv adentro): la imagen web no necesita node_modules ---------
# Solo corre en la imagen web (Node 24): esbuild apunta a esa versión.
FROM deps AS serve-static
COPY shared/build/serve-static.mjs shared/build/
RUN api/node_modules/.bin/esbuild shared/build/serve-static.mjs --bundle --platform=node --target=node24 \
      --format=esm --log-level=warning --outfile=/out/serve-static.mjs

# ---- web-build: una app (ARG APP) ---------------------------------------------------------------
FROM deps AS web-build
ARG APP
COPY tsconfig.base.json ./
COPY shared shared
COPY ${APP} ${APP}
# Sin los .map: la imagen queda más chica y no publica el código fuente.
RUN pnpm --filter "${APP}" run build && find "${APP}/dist" -name '*.map' -delete

# ---- web ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS web
ARG APP
ARG PORT=8080
ARG HEALTH_PATH=/
ENV NODE_ENV=production PORT=${PORT} HEALTH_PATH=${HEALTH_PATH}
WORKDIR /app
COPY --from=serve-static /out/serve-static.mjs ./serve-static.mjs
COPY --from=web-build /repo/${APP}/dist ./dist
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+process.env.HEALTH_PATH).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["sh", "-c", "exec node serve-static.mjs dist \"$PORT\""]
