#!/usr/bin/env python3
"""Opens the gallery (index.html) and the diff report (report.html) in headless Chromium and checks
them as a reviewer would use them. Run by the Swift suite (GalleryBrowserTests) after it has made a
small output folder with a verify that found two changes; Scripts/setup.sh installs what it needs.

  check_pages.py --output OUT --screenshots DIR [--chromium PATH]

OUT holds index.html, gallery-data.js, gallery-verify.js and report/report.html. Prints one line a
check; exits 1 naming every failed check, 2 when the browser cannot be started.
"""
import argparse
import io
import os
import shutil
import sys
import urllib.parse
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

DYNAMIC_TYPE_ORDER = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)
    return condition


def watch(page, label):
    """Records console errors, page errors and failed requests of `page`."""
    problems = []
    page.on("console", lambda m: problems.append(f"{label} console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"{label} page error: {e}"))
    page.on("requestfailed", lambda r: problems.append(f"{label} request failed: {r.url}"))
    return problems


def local_path(url):
    parsed = urllib.parse.urlparse(url)
    return Path(urllib.parse.unquote(parsed.path)) if parsed.scheme == "file" else None


def resources_resolve(page, label):
    """Every <img> loads (fetched again off-screen, so lazy ones count) and every file link exists."""
    images = page.evaluate("""async () => {
        const sources = [...new Set([...document.querySelectorAll('img')].map(i => i.currentSrc || i.src).filter(Boolean))];
        const results = await Promise.all(sources.map(src => new Promise(done => {
            const probe = new Image();
            probe.onload = () => done([src, probe.naturalWidth > 0]);
            probe.onerror = () => done([src, false]);
            probe.src = src;
        })));
        return results;
    }""")
    broken = [src[:120] for src, fine in images if not fine]
    check(not broken, f"{label}: all {len(images)} images load" + (f" (broken: {broken[:3]})" if broken else ""))
    links = page.evaluate("() => [...document.querySelectorAll('a[href]')].map(a => a.href)")
    missing = []
    for href in links:
        path = local_path(href.split("#")[0])
        if path is not None and not path.exists():
            missing.append(str(path))
    check(not missing, f"{label}: all {len(links)} links resolve" + (f" (missing: {missing[:3]})" if missing else ""))


def no_horizontal_overflow(page, label):
    widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    check(widths[0] <= widths[1], f"{label}: no horizontal overflow at {widths[1]} px (page {widths[0]} px wide)")


def slider_splits_at_handle(page, view, label):
    """Moves the slider to 30 % with the keyboard; the split line, the handle and the clip edge must
    coincide, the control must cover the picture, and the pixels must change colour there."""
    stack = view.locator(".stack.slider, .frame.slider").first
    slide = stack.locator("input[type=range]")
    slide.focus()
    page.keyboard.press("Home")
    for _ in range(30):
        page.keyboard.press("ArrowRight")
    value = int(slide.input_value())
    box = stack.bounding_box()
    inner = stack.evaluate("s => [s.clientLeft, s.clientTop, s.clientWidth, s.clientHeight]")
    left, width = box["x"] + inner[0], inner[2]
    knob = stack.locator(".knob").bounding_box()
    split = stack.locator(".split").bounding_box()
    control = slide.bounding_box()
    want = left + width * value / 100
    knob_x = knob["x"] + knob["width"] / 2
    split_x = split["x"] + split["width"] / 2
    check(value == 30, f"{label}: the arrow keys move the slider (value {value})")
    check(abs(knob_x - want) <= 1.5 and abs(split_x - want) <= 1.5,
          f"{label}: handle ({knob_x:.1f}) and split line ({split_x:.1f}) sit at the split ({want:.1f})")
    check(abs(control["x"] - left) <= 1.5 and abs(control["width"] - width) <= 1.5,
          f"{label}: the control lines up with the picture (x {control['x']:.1f} vs {left:.1f}, width {control['width']:.1f} vs {width})")
    # Pixels: on a row above the handle, every column where expected and actual differ shows expected
    # left of the split and actual right of it (the 2 px line and its 1 px outline aside).
    def row_at(percent):
        slide.evaluate("(s, v) => { s.value = v; s.dispatchEvent(new Event('input')); }", percent)
        shot = Image.open(io.BytesIO(stack.screenshot())).convert("RGB")
        y = int(4 * shot.width / box["width"])
        return shot.width / box["width"], [shot.getpixel((x, y)) for x in range(shot.width)]
    scale, expected_row = row_at(100)
    _, actual_row = row_at(0)
    _, split_row = row_at(value)
    def distance(a, b):
        return sum(abs(p - q) for p, q in zip(a, b))
    wrong = []
    for x in range(len(split_row)):
        page_x = box["x"] + x / scale
        if abs(page_x - want) <= 3 or distance(expected_row[x], actual_row[x]) < 30:
            continue
        shows_actual = distance(split_row[x], actual_row[x]) < distance(split_row[x], expected_row[x])
        if shows_actual != (page_x > want):
            wrong.append(round(page_x, 1))
    compared = sum(1 for x in range(len(split_row)) if distance(expected_row[x], actual_row[x]) >= 30)
    check(compared > 20 and not wrong, f"{label}: the picture is expected left of the handle and actual right of it "
          f"({compared} differing columns, {len(wrong)} on the wrong side {wrong[:5]})")


def highlight_shows_a_faint_tint(page, view, button, label, shots, name):
    """Onion skin over a faint tint (about ΔE 4): the highlight lays the amplified difference over the
    picture (difference blend), so the tinted pixels change clearly."""
    stack = view.locator(".stack.onion, .frame.onion").first
    before = Image.open(io.BytesIO(stack.screenshot())).convert("RGB")
    button.click()
    check(button.get_attribute("aria-pressed") == "true", f"{label}: the highlight toggle is pressed")
    after_bytes = stack.screenshot()
    (shots / name).write_bytes(after_bytes)
    after = Image.open(io.BytesIO(after_bytes)).convert("RGB")
    from PIL import ImageChops
    change = max(band[1] for band in ImageChops.difference(before, after).getextrema())
    check(change >= 60, f"{label}: the highlight makes the ΔE 4 tint stand out (pixels change by up to {change} of 255)")
    button.click()


def check_gallery(browser, out, shots):
    index = (out / "index.html").as_uri()
    context = browser.new_context(viewport={"width": 1440, "height": 900})
    page = context.new_page()
    problems = watch(page, "gallery")
    page.goto(index)
    page.wait_for_selector("table.matrix")
    check(page.locator("h1").count() == 1 and page.locator("main h2").count() >= 1, "gallery: one h1 and a heading for the scenario")
    rows = page.locator("table.matrix tbody th[scope=row]").all_inner_texts()
    check(rows == [s for s in DYNAMIC_TYPE_ORDER if s in rows] and len(rows) >= 2, f"gallery: text sizes in Dynamic Type order ({rows})")
    columns = page.locator("table.matrix thead th[scope=col]").count() - 1
    check(columns >= 2, f"gallery: devices as columns ({columns})")
    unnamed = page.evaluate("() => [...document.querySelectorAll('button')].filter(b => !(b.getAttribute('aria-label') || b.textContent.trim())).length")
    check(unnamed == 0, "gallery: every button has a name")
    no_alt = page.evaluate("() => [...document.querySelectorAll('img')].filter(i => !i.hasAttribute('alt')).length")
    check(no_alt == 0, "gallery: every image has an alt attribute")
    thumbs = page.evaluate("() => [...document.querySelectorAll('button.cell img')].map(i => i.getAttribute('src'))")
    check(thumbs and all(t.startswith("gallery/thumbs/") for t in thumbs) and all(i == "lazy" for i in page.evaluate(
        "() => [...document.querySelectorAll('button.cell img')].map(i => i.loading)")),
          "gallery: the matrix shows lazy thumbnails made for the page, never sheets or full images")
    page.screenshot(path=str(shots / "gallery-matrix.png"), full_page=True)

    # Every scenario through the sidebar: its images and links resolve.
    scenarios = page.locator("#sidebar a").all()
    check(len(scenarios) >= 2, f"gallery: the sidebar lists the scenarios ({len(scenarios)})")
    for link in page.locator("#sidebar a").all():
        link.click()
        page.wait_for_selector("table.matrix")
        resources_resolve(page, "gallery " + page.locator("main h2").inner_text())
    page.locator("#sidebar a").first.click()

    # Filter: uncheck a device and a size, choose dark; the URL keeps it, and a fresh page opening that URL shows the same.
    page.locator("fieldset:has(legend:text('Devices')) input").first.uncheck()
    page.locator("fieldset:has(legend:text('Text sizes')) input").nth(0).uncheck()
    page.locator("input[name=scheme][value=dark]").check()
    focused = page.evaluate("() => [document.activeElement.name, document.activeElement.value]")
    check(focused == ["scheme", "dark"], f"gallery: the changed filter keeps the keyboard focus ({focused})")
    url = page.url
    fragment = urllib.parse.parse_qs(urllib.parse.urlparse(url).fragment)
    check("devices" in fragment and "sizes" in fragment and fragment.get("scheme") == ["dark"], f"gallery: the filter is in the URL ({urllib.parse.urlparse(url).fragment})")
    filtered_columns = page.locator("table.matrix thead th[scope=col]").count() - 1
    filtered_rows = page.locator("table.matrix tbody tr").count()
    check(filtered_columns == columns - 1 and filtered_rows == len(rows) - 1, "gallery: the filter hides one device column and one size row")
    check(page.locator("button.cell.dark").count() > 0 and page.locator("button.cell.light").count() == 0, "gallery: the dark switch shows dark cells only")
    shared = context.new_page()
    shared_problems = watch(shared, "gallery (shared link)")
    shared.goto(url)
    shared.wait_for_selector("table.matrix")
    check(shared.locator("table.matrix thead th[scope=col]").count() - 1 == filtered_columns
          and not shared.locator("fieldset:has(legend:text('Devices')) input").first.is_checked()
          and shared.locator("input[name=scheme][value=dark]").is_checked(), "gallery: a shared link opens the same filtered view")
    shared.close()
    page.locator("#show-all").click()
    page.locator("input[name=scheme][value=both]").check()
    check(page.locator("td .pair").count() > 0, "gallery: side by side shows light and dark in each cell")
    page.screenshot(path=str(shots / "gallery-side-by-side.png"), full_page=True)
    page.locator("input[name=scheme][value=light]").check()

    # Keyboard: arrows move between cells, Enter opens the cell at 1:1, arrows move there too, Esc closes.
    first = page.locator("button.cell").first
    first.focus()
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("() => [document.activeElement.dataset.r, document.activeElement.dataset.c]")
    page.keyboard.press("ArrowDown")
    down = page.evaluate("() => [document.activeElement.dataset.r, document.activeElement.dataset.c]")
    check(moved == ["0", "1"] and down == ["1", "1"], f"gallery: arrow keys move between cells ({moved}, {down})")
    page.keyboard.press("Tab"); page.keyboard.press("Shift+Tab")
    outline = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
    check(outline not in ("none", ""), f"gallery: the focused cell shows a focus outline ({outline})")
    key = page.evaluate("() => document.activeElement.dataset.key")
    page.keyboard.press("Enter")
    page.wait_for_selector("dialog[open]")
    check("cell=" in page.url, "gallery: the open cell is in the URL")
    image = page.locator("dialog .one-to-one img")
    natural = image.evaluate("i => new Promise(done => i.complete ? done([i.naturalWidth, i.clientWidth]) : i.onload = () => done([i.naturalWidth, i.clientWidth]))")
    check(natural[0] > 0 and natural[0] == natural[1], f"gallery: the cell opens at 1:1 ({natural[0]} px image, {natural[1]} px shown)")
    body = page.locator("dialog").inner_text()
    check("VoiceOver" in body and "Audit findings" in body and "Output/" in body, "gallery: the cell shows its VoiceOver text, audit findings and file path")
    resources_resolve(page, "gallery cell")
    page.screenshot(path=str(shots / "gallery-cell.png"))
    title = page.locator("#detail-title").inner_text()
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(50)
    check(page.locator("#detail-title").inner_text() != title, "gallery: arrow keys show the next cell in the open view")
    page.keyboard.press("Escape")
    page.wait_for_timeout(50)
    check(page.locator("dialog[open]").count() == 0 and "cell=" not in page.url, "gallery: Esc closes the cell")
    check(page.evaluate("() => document.activeElement.classList.contains('cell')"), "gallery: focus returns to the matrix")

    # Changes: expected, actual, diff; slider; onion skin; highlight.
    page.locator("#link-changes").click()
    page.wait_for_selector("section.change")
    changes = page.locator("section.change")
    check(changes.count() == 2, f"gallery: the changes view lists the two changes ({changes.count()})")
    resources_resolve(page, "gallery changes")
    strong = page.locator("section.change", has_text="outlined").first
    strong.locator("button[data-view=slider]").click()
    slider_splits_at_handle(page, strong, "gallery slider")
    strong.locator(".stack.slider").screenshot(path=str(shots / "gallery-slider.png"))
    faint = page.locator("section.change", has_text="default").first
    faint.locator("button[data-view=onion]").click()
    faint.locator(".onion-control input").fill("100")
    highlight_shows_a_faint_tint(page, faint, faint.locator("button.highlight"), "gallery", shots, "gallery-highlight.png")
    page.screenshot(path=str(shots / "gallery-changes.png"), full_page=True)
    context.close()

    phone = browser.new_context(viewport={"width": 390, "height": 844})
    small = phone.new_page()
    small_problems = watch(small, "gallery 390")
    for view in ["", "#view=changes", "#view=sheets"]:
        small.goto(index + view)
        small.wait_for_timeout(100)
        no_horizontal_overflow(small, "gallery " + (view or "matrix"))
    small.goto(index + "#view=changes")
    small.screenshot(path=str(shots / "gallery-390.png"), full_page=True)
    phone.close()
    for problem in problems + shared_problems + small_problems:
        check(False, problem)
    check(not (problems + shared_problems + small_problems), "gallery: no console errors")


def check_report(browser, out, shots):
    report = (out / "report" / "report.html").as_uri()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    problems = watch(page, "report")
    page.goto(report)
    resources_resolve(page, "report")
    strong = page.locator("section.entry", has_text="outlined").first
    strong.locator("button[data-view=slider]").click()
    slider_splits_at_handle(page, strong, "report slider")
    strong.locator(".frame.slider").screenshot(path=str(shots / "report-slider.png"))
    faint = page.locator("section.entry", has_text="default").first
    faint.locator("button[data-view=onion]").click()
    faint.locator(".view[data-view=onion] input[type=range]").fill("100")
    faint.locator(".view[data-view=onion] input[type=range]").dispatch_event("input")
    highlight_shows_a_faint_tint(page, faint, faint.locator("button.highlight"), "report", shots, "report-highlight.png")
    page.screenshot(path=str(shots / "report.png"), full_page=True)
    context.close()
    phone = browser.new_context(viewport={"width": 390, "height": 844})
    small = phone.new_page()
    small_problems = watch(small, "report 390")
    small.goto(report)
    no_horizontal_overflow(small, "report")
    small.screenshot(path=str(shots / "report-390.png"), full_page=True)
    phone.close()
    for problem in problems + small_problems:
        check(False, problem)
    check(not (problems + small_problems), "report: no console errors")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--output", required=True, type=Path)
    parser.add_argument("--screenshots", required=True, type=Path)
    parser.add_argument("--chromium", default=os.environ.get("NHS_CHROMIUM") or shutil.which("chromium") or "chromium")
    args = parser.parse_args()
    args.screenshots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        try:
            browser = playwright.chromium.launch(executable_path=args.chromium)
        except Exception as error:  # noqa: BLE001 - any launch failure means no browser
            print(f"cannot start Chromium at {args.chromium}: {error}")
            return 2
        try:
            check_gallery(browser, args.output.resolve(), args.screenshots)
            check_report(browser, args.output.resolve(), args.screenshots)
        finally:
            browser.close()
    print(f"screenshots: {args.screenshots}")
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
