#!/usr/bin/env python3
"""Issue #15's one-edit ratio, A/B: each binary gets its own copy of a generated folder and cache,
and the binaries take turns, round after round, timing a warm `cookbook list` and then `list` after
a real edit of one file (a step with a new ingredient and new words appended). Prints the median
warm and edited times and their ratio per binary. Interleaving keeps the machine's mood out of the
comparison, which three runs each (make bench) cannot.

Usage: scripts/bench-edit-ab.py [--folder bench-data/cook-20000] [--rounds 25] BINARY...
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--folder", default="bench-data/cook-20000")
parser.add_argument("--rounds", type=int, default=25)
parser.add_argument("binaries", nargs="+")
args = parser.parse_args()

work = tempfile.mkdtemp(prefix="bench-edit-ab-")
setups = {}
for number, binary in enumerate(args.binaries):
    folder = os.path.join(work, f"folder{number}")
    shutil.copytree(args.folder, folder)
    edited = next(os.path.join(root, name) for root, _, names in sorted(os.walk(folder)) for name in sorted(names) if name.endswith(".cook"))
    setups[binary] = (os.path.join(work, f"home{number}"), folder, edited)

os.sync()  # the copies on disk first, so their writeback does not slow the timed fsyncs

def run(binary):
    home, folder, _ = setups[binary]
    env = dict(os.environ, HOME=home, XDG_CACHE_HOME=home + "/cache")
    start = time.perf_counter()
    subprocess.run([binary, "list", "--data", folder], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return (time.perf_counter() - start) * 1000

try:
    for binary in args.binaries:
        run(binary)  # the cache built
    times = {binary: ([], []) for binary in args.binaries}
    for round in range(args.rounds):
        for binary in args.binaries:
            times[binary][0].append(run(binary))
            with open(setups[binary][2], "a") as f:
                f.write(f"\nStir in @ab spice {round}{{1%pinch}} and taste{round} again.\n")
            times[binary][1].append(run(binary))
    for binary in args.binaries:
        warm, edit = (statistics.median(t) for t in times[binary])
        print(f"{binary}: warm {warm:.1f} ms, after one edit {edit:.1f} ms ({edit / warm:.2f}×)")
finally:
    shutil.rmtree(work, ignore_errors=True)
