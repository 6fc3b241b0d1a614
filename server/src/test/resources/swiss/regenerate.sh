#!/bin/sh
# Regenerates the Swiss oracle files (*.trf here) from bbpPairings, an independent Dutch-system engine.
# bbpPairings is a test fixture built on this machine, never committed:
#   git clone https://github.com/BieremaBoyzProgramming/bbpPairings /work/fixtures/bbp
#   make -C /work/fixtures/bbp            # g++ 12 and make; gives /work/fixtures/bbp/bbpPairings.exe
# Usage, from the repository root: server/src/test/resources/swiss/regenerate.sh [path/to/bbpPairings.exe]
set -eu
BBP_PAIRINGS="${1:-/work/fixtures/bbp/bbpPairings.exe}"
export BBP_PAIRINGS
cd "$(dirname "$0")/../../../../.."
mvn -B -o -q test -Dtest=RegenerateSwissOracle -Dsurefire.failIfNoSpecifiedTests=false
git status --short server/src/test/resources/swiss
