#!/usr/bin/env python3
"""Terminal benchmarks for `make bench`: time to first frame, bytes written per key, and peak
memory of the real `cookbook` binary under a pseudo-terminal, with nnn side by side.

The first frame is complete when the output contains the program's last-drawn text (cookbook's
status line: the key hints or a collection warning, nnn's "1/<entries>" status) and then stops for a moment; its time is
that of the last byte. (Waiting for silence alone is wrong: nnn pauses while reading a large
folder after drawing nothing yet.) Each figure is the median of RUNS runs after one warm-up.
Prints Markdown tables on stdout."""
import argparse, fcntl, os, pty, resource, select, shutil, signal, statistics, struct, sys, tempfile, termios, time

QUIET = 0.15
# Cookbook's status line, drawn last: the key hints, or a warning about the collection.
# The browser's status line (its key hints end "? help · q quit", or a warning is shown).
COOKBOOK_MARKERS = [b"help \xc2\xb7 q quit", b"warning"]
# Without a cache, a large folder's first frame is the loading screen ("Reading <folder>").
COLD_MARKERS = [b"Reading"] + COOKBOOK_MARKERS


def spawn(argv, cols, rows, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    return pid, fd


def read_until_quiet(fd, quiet=QUIET, limit=120.0):
    """Reads until no byte arrives for `quiet` seconds; returns (bytes, time of last byte)."""
    data, last, start = b"", None, time.perf_counter()
    while time.perf_counter() - start < limit:
        ready, _, _ = select.select([fd], [], [], quiet)
        if not ready:
            if last is not None:
                break
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        data += chunk
        last = time.perf_counter()
    return data, last


def finish(pid, fd, quit_keys):
    try:
        os.write(fd, quit_keys)
    except OSError:
        pass
    deadline = time.time() + 10
    while time.time() < deadline:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        try:
            read_until_quiet(fd, 0.05, 0.2)
        except OSError:
            pass
    else:
        os.kill(pid, signal.SIGKILL)
        _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    return usage.ru_maxrss / 1024.0


def read_until_marker(fd, markers, limit=30.0):
    """Reads until one of `markers` has appeared and output then pauses; returns the time of
    the last byte (None when no marker came)."""
    data, last, start = b"", None, time.perf_counter()
    seen = lambda: any(marker in data for marker in markers)
    while time.perf_counter() - start < limit:
        ready, _, _ = select.select([fd], [], [], 0.03 if seen() else 1.0)
        if not ready:
            if seen():
                break
            continue
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
        last = time.perf_counter()
    return last if seen() else None


def first_frame(argv, env, quit_keys, keys=(), markers=COOKBOOK_MARKERS):
    """One run: first-frame ms, peak RSS MB, and bytes written for each (name, key) in keys."""
    start = time.perf_counter()
    pid, fd = spawn(argv, 160, 48, env)
    last = read_until_marker(fd, markers)
    frame_ms = (last - start) * 1000 if last else float("nan")
    written = {}
    for name, key in keys:
        os.write(fd, key)
        data, _ = read_until_quiet(fd, 0.1, 10)
        written[name] = len(data)
    rss = finish(pid, fd, quit_keys)
    return frame_ms, rss, written


def median_runs(runs, argv, env, quit_keys, keys=(), markers=COOKBOOK_MARKERS, cold=False):
    """Median first frame of `runs` runs after a warm-up; `cold` gives every run an empty
    cache directory, so nothing parsed or indexed before is reused."""
    def fresh():
        return dict(env, XDG_CACHE_HOME=tempfile.mkdtemp(prefix="cold-", dir=env["HOME"])) if cold else env
    first_frame(argv, fresh(), quit_keys, keys, markers)  # warm-up (page cache, index build)
    results = [first_frame(argv, fresh(), quit_keys, keys, markers) for _ in range(runs)]
    frames = [r[0] for r in results]
    rss = [r[1] for r in results]
    written = {name: statistics.median(r[2][name] for r in results) for name, _ in keys}
    return statistics.median(frames), max(frames), statistics.median(rss), written


def nnn_folder(count, root):
    folder = os.path.join(root, f"nnn-{count}")
    if not os.path.isdir(folder):
        os.makedirs(folder)
        for i in range(count):
            open(os.path.join(folder, f"recipe-{i:06d}.cook"), "w").close()
    return folder


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("collections", nargs="+", help="LABEL=PATH:COUNT, or LABEL=PATH:COUNT:cold for runs without a cache")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="cookbook-bench-")
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", HOME=home,
               XDG_STATE_HOME=home + "/state", XDG_DATA_HOME=home + "/data")
    env.pop("NO_COLOR", None)
    nnn = shutil.which("nnn")
    # Keys after the first frame (the sidebar has focus): j moves the category (its recipes
    # appear beside it), l enters the recipe list, j moves there (the recipe previews), l opens
    # the recipe, j moves a highlight inside it, PgDn scrolls it, h goes back.
    keys = [("category move", b"j"), ("focus recipes", b"l"), ("recipe move (preview)", b"j"),
            ("drill in", b"l"), ("highlight move", b"j"), ("scroll (PgDn)", b"\x1b[6~"), ("back", b"h")]
    print("| collection | recipes | cookbook first frame ms (median / max) | nnn first frame ms, same entries | cookbook peak RSS MB |")
    print("|---|---|---|---|---|")
    byte_rows = []
    for spec in args.collections:
        label, rest = spec.split("=", 1)
        cold = rest.endswith(":cold")
        path, count = rest.removesuffix(":cold").rsplit(":", 1)
        argv = [args.binary, "--data", path, "--no-restore"]
        median, worst, rss, written = median_runs(args.runs, argv, env, b"q", () if cold else keys,
                                                   markers=COLD_MARKERS if cold else COOKBOOK_MARKERS, cold=cold)
        nnn_cell = "not installed"
        if nnn:
            folder = nnn_folder(int(count), home)
            nnn_median, _, _, _ = median_runs(args.runs, [nnn, folder], dict(env, NNN_OPTS=""), b"\x07q",
                                              markers=[f"1/{count} ".encode()])
            nnn_cell = f"{nnn_median:.1f}"
        print(f"| {label} | {count} | {median:.1f} / {worst:.1f} | {nnn_cell} | {rss:.0f} |")
        if not cold:
            byte_rows.append((label, written))
    print()
    print("Bytes written to the terminal per key at 160×48 (median of runs):")
    print()
    print("| collection | " + " | ".join(name for name, _ in keys) + " |")
    print("|---|" + "---|" * len(keys))
    for label, written in byte_rows:
        print(f"| {label} | " + " | ".join(f"{written[name]:.0f}" for name, _ in keys) + " |")
    shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main()
