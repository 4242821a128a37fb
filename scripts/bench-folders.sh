#!/usr/bin/env bash
# Large Cooklang folders (issue #15's measurements): a folder of N generated .cook files, timed
# as a user meets it. Prints one Markdown table row per size. Usage: bench-folders.sh BIN N...
# Times are medians of 3 runs (ms): cold `list` (no cache) against `grep -r` reading the same
# files, a first run that also writes the cache, warm `list` (cache present) and its peak RSS, the cache's size (archive and
# index) against the .cook text's, and `list` after one file was edited (a step with a new ingredient and new words appended;
# the recipe keeps its title).
set -euo pipefail
bin=$1; shift
median_ms() {  # runs "$@" three times, prints the median wall time in ms
  python3 - "$@" <<'PY'
import os, statistics, subprocess, sys, time
times = []
for _ in range(3):
    start = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    times.append((time.perf_counter() - start) * 1000)
print(f"{statistics.median(times):.0f}")
PY
}
for n in "$@"; do
  folder="bench-data/cook-$n"
  [ -d "$folder" ] || "$bin/cookbook-gen" --cook-folder "$n" "$folder" >&2
  mb=$(du -sm --apparent-size "$folder" | cut -f1)
  home=$(mktemp -d)
  # A cache directory that cannot be created: every run parses the whole folder.
  cold=$(median_ms env HOME="$home" XDG_CACHE_HOME=/proc/cookbook-no-cache "$bin/cookbook" list --data "$folder")
  grep_ms=$(median_ms grep -r -c "@" "$folder")
  # A user's real first run: the folder parsed and the cache written (a new cache each time).
  first=$(median_ms sh -c 'rm -rf "$1/first-cache"; HOME="$1" XDG_CACHE_HOME="$1/first-cache" exec "$2" list --data "$3"' sh "$home" "$bin/cookbook" "$folder")
  rm -rf "$home/first-cache"
  env HOME="$home" XDG_CACHE_HOME="$home/cache" "$bin/cookbook" list --data "$folder" >/dev/null 2>&1  # build the cache
  source_bytes=$(find "$folder" -name '*.cook' -printf '%s\n' | awk '{ total += $1 } END { print total }')
  cache_bytes=$(find "$home/cache" -type f -printf '%s\n' | awk '{ total += $1 } END { print total }')
  warm=$(median_ms env HOME="$home" XDG_CACHE_HOME="$home/cache" "$bin/cookbook" list --data "$folder")
  rss=$(python3 - "$bin/cookbook" "$folder" "$home" <<'PY'
import os, resource, subprocess, sys
binary, folder, home = sys.argv[1:]
env = dict(os.environ, HOME=home, XDG_CACHE_HOME=home + "/cache")
subprocess.run([binary, "list", "--data", folder], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
PY
)
  edited=$(python3 - "$bin/cookbook" "$folder" "$home" <<'PY'
import os, pathlib, statistics, subprocess, sys, time
binary, folder, home = sys.argv[1:]
one = next(pathlib.Path(folder).rglob("*.cook"))
env = dict(os.environ, HOME=home, XDG_CACHE_HOME=home + "/cache")
original = one.read_bytes()
times = []
for run in range(3):
    # A real edit: a new step naming a new ingredient and new words (the recipe keeps its title).
    with open(one, "a") as f: f.write(f"\nStir in @bench spice {run}{{1%pinch}} and taste{run} again.\n")
    start = time.perf_counter()
    subprocess.run([binary, "list", "--data", folder], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append((time.perf_counter() - start) * 1000)
one.write_bytes(original)  # the folder as generated, for the next run
print(f"{statistics.median(times):.0f}")
PY
)
  rm -rf "$home"
  python3 -c "
cold, grep_ms, first, warm, rss, edited, source, cache = $cold, $grep_ms, $first, $warm, $rss, $edited, $source_bytes, $cache_bytes
print(f'| {$n} .cook files ({$mb} MB) | {cold} | {grep_ms} | {cold / max(grep_ms, 1):.2f}× | {first} | {warm} | {rss} | {cache / 1e6:.1f} ({cache / source:.2f}×) | {edited} | {edited / max(warm, 1):.2f}× |')"
done
