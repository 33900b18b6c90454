#!/usr/bin/env bash
# Generates the next drizzle migration from api/src/db/schema. One at a time: several people may
# work in one tree, and two concurrent generations would write conflicting journal entries.
set -euo pipefail
name="${1:?usage: generate-migration.sh <name>}"
cd "$(dirname "$0")/.."
exec 9>/tmp/enote-drizzle-generate.lock
flock 9
npx drizzle-kit generate --name="$name"
