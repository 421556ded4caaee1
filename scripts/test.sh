#!/usr/bin/env bash
# npm test: unit tests, the production build (which checks links), then browser tests on out/.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
node scripts/audit.mjs
npx vitest run
npm run build
node scripts/ensure-chromium.mjs
npx playwright test
