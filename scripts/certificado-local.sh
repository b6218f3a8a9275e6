#!/usr/bin/env bash
# Certificado autofirmado para probar docker-compose.yml en una máquina (README «Producción»,
# docs/seguridad.md «Transporte y bordes»): escribe deploy/certs/tls.crt y deploy/certs/tls.key, lo
# que el proxy monta en /etc/nginx/certs. deploy/certs/ no se sube al repositorio (.gitignore) ni entra
# en las imágenes (.dockerignore).
#
#   scripts/certificado-local.sh                       # para localhost y 127.0.0.1
#   scripts/certificado-local.sh backoffice.lan 10.0.0.5   # otros nombres o direcciones
#   scripts/certificado-local.sh --forzar              # reemplaza uno existente
#
# Un certificado existente no se toca sin --forzar (puede ser el real). El navegador avisa que no
# conoce a quien lo firmó: es lo esperado con uno autofirmado. En producción, poner en esa carpeta el
# certificado real (la cadena completa en tls.crt) y su clave.
set -euo pipefail
cd "$(dirname "$0")/.."

forzar=0
nombres=()
for arg in "$@"; do
  case "$arg" in
    --forzar) forzar=1 ;;
    -h | --help) sed -n '2,14p' "$0"; exit 0 ;;
    *) nombres+=("$arg") ;;
  esac
done
[ ${#nombres[@]} -gt 0 ] || nombres=(localhost 127.0.0.1)

command -v openssl >/dev/null 2>&1 || { echo "Falta openssl (apt-get install openssl)." >&2; exit 1; }

dir=deploy/certs
if [ -e "$dir/tls.crt" ] && [ "$forzar" -ne 1 ]; then
  echo "Ya hay un certificado en $dir/tls.crt; no se reemplaza (use --forzar)."
  exit 0
fi
mkdir -p "$dir"

san=""
for n in "${nombres[@]}"; do
  if [[ "$n" =~ ^[0-9.]+$ || "$n" == *:* ]]; then san+="IP:$n,"; else san+="DNS:$n,"; fi
done
san=${san%,}

openssl req -x509 -newkey rsa:2048 -sha256 -nodes -days 365 \
  -keyout "$dir/tls.key" -out "$dir/tls.crt" \
  -subj "/CN=${nombres[0]}" -addext "subjectAltName=$san" \
  -addext "keyUsage=digitalSignature,keyEncipherment" -addext "extendedKeyUsage=serverAuth" 2>/dev/null
# nginx corre como el usuario nginx (uid 101) del contenedor: tiene que poder leer la clave. Con un
# certificado real, mejor `chown 101 tls.key && chmod 600 tls.key`.
chmod 644 "$dir/tls.crt" "$dir/tls.key"
echo "Certificado autofirmado para ${nombres[*]} en $dir/ (tls.crt, tls.key), válido 365 días."
