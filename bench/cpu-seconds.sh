#!/usr/bin/env bash
# Runs a command and prints its wall time and the CPU-seconds the whole machine spent meanwhile
# (user, system, irq and softirq of /proc/stat). The "nice" column is left out, so a long job kept
# at `nice 19` beside the measurement (the RNG battery) does not count.
# Usage: bench/cpu-seconds.sh <command> [args…]
set -u
busy() { awk '/^cpu /{print $2 + $4 + $7 + $8}' /proc/stat; }
started=$(date +%s.%N)
before=$(busy)
"$@"
status=$?
after=$(busy)
ended=$(date +%s.%N)
awk -v s="$started" -v e="$ended" -v b="$before" -v a="$after" -v hz="$(getconf CLK_TCK)" \
  'BEGIN { printf "wall %.1f s, CPU %.0f s (both cores: %.0f %% busy)\n", e - s, (a - b) / hz, 100 * (a - b) / hz / (e - s) / 2 }' >&2
exit $status
