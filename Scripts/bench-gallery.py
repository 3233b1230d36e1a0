#!/usr/bin/env python3
"""The gallery of an output folder opened in headless Chromium (Debian's chromium through
Playwright, as the suite's browser test): first paint, first contentful paint, load, JS heap and
DOM size after load, and how many thumbnails the lazy page loaded at first, medians of --runs
fresh pages. Prints Markdown rows. It only measures.

  bench-gallery.py --output Output [--runs 3] [--chromium PATH]
"""
import argparse
import shutil
import statistics
from pathlib import Path

from playwright.sync_api import sync_playwright


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, type=Path)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--chromium", default=shutil.which("chromium") or "chromium")
    args = parser.parse_args()
    index = (args.output.resolve() / "index.html").as_uri()
    data = (args.output / "gallery-data.js").stat().st_size
    rows = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium)
        for _ in range(args.runs):
            context = browser.new_context(viewport={"width": 1440, "height": 900})
            page = context.new_page()
            client = context.new_cdp_session(page)
            client.send("Performance.enable")
            page.goto(index, wait_until="load")
            page.wait_for_timeout(500)
            paints = page.evaluate("() => Object.fromEntries(performance.getEntriesByType('paint').map(e => [e.name, e.startTime]))")
            timing = page.evaluate("() => { const n = performance.getEntriesByType('navigation')[0]; return [n.domContentLoadedEventEnd, n.loadEventEnd]; }")
            metrics = {m["name"]: m["value"] for m in client.send("Performance.getMetrics")["metrics"]}
            loaded = page.evaluate("() => [...document.querySelectorAll('img')].filter(i => i.complete && i.naturalWidth > 0).length")
            images = page.evaluate("() => document.querySelectorAll('img').length")
            cells = page.evaluate("() => (window.NHS_GALLERY ? window.NHS_GALLERY.scenarios.reduce((n, s) => n + s.cells.length, 0) : 0)")
            rows.append((paints.get("first-paint", 0), paints.get("first-contentful-paint", 0), timing[1],
                         metrics["JSHeapUsedSize"] / 2**20, metrics["Nodes"], loaded, images, cells))
            context.close()
        version = browser.version
        browser.close()
    med = lambda i: statistics.median(r[i] for r in rows)
    print()
    print(f"Gallery in headless Chromium {version} (1440 × 900, file://, {rows[0][7]} cells, gallery-data.js {data / 2**20:.1f} MiB), medians of {args.runs} fresh pages:")
    print()
    print("| first paint | first contentful paint | load event | JS heap used | DOM nodes | thumbnails loaded at first / in the page |")
    print("|--:|--:|--:|--:|--:|--:|")
    print(f"| {med(0):.0f} ms | {med(1):.0f} ms | {med(2):.0f} ms | {med(3):.1f} MiB | {med(4):.0f} | {med(5):.0f} / {med(6):.0f} |")


if __name__ == "__main__":
    main()
