#!/usr/bin/env bash
# The test suite drives Debian's Chromium, validates docker-compose.yml with Debian's
# docker-compose, the Caddyfile with Debian's caddy and the backup service's script with shellcheck;
# it runs the site behind that caddy and the backup script on a throwaway Postgres 15 (pg_virtualenv),
# and several instances of the site on one Debian redis-server; the backup tests encrypt archives
# with Debian's age.
# Install them when missing (as root, through apt), else say how.
set -euo pipefail
# The suite runs on the project's own Node (the `node` devDependency, node_modules/.bin/node, which
# npm scripts put first on PATH), whatever Node the machine has. Say which one, refuse another major.
wanted_major="$(tr -d 'v \n' < .nvmrc)"
echo "[test] node $(node --version) ($(command -v node))"
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted_major" ]; then
  echo "[test] this suite runs on Node $wanted_major (.nvmrc); run it through npm (npm test) after npm install"
  exit 1
fi
missing=()
command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
command -v "${CADDY_PATH:-caddy}" >/dev/null 2>&1 || [ -x "${CADDY_PATH:-/usr/bin/caddy}" ] || missing+=(caddy)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
command -v "${REDIS_SERVER_PATH:-redis-server}" >/dev/null 2>&1 || [ -x "${REDIS_SERVER_PATH:-/usr/bin/redis-server}" ] || missing+=(redis-server)
{ command -v age >/dev/null 2>&1 && command -v age-keygen >/dev/null 2>&1; } || missing+=(age)
{ command -v pg_virtualenv >/dev/null 2>&1 && [ -x /usr/lib/postgresql/15/bin/postgres ]; } || missing+=(postgresql-15)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[test tools] installing: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "[test tools] missing: ${missing[*]}. Install them with:"
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}"
  exit 1
fi
