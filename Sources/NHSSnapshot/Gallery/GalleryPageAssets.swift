/// The gallery's fixed files: the page, its style sheet and its script (see `GalleryScript`).
enum GalleryPageAssets {
    static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>NHS App card snapshots</title>
    <link rel="stylesheet" href="gallery.css">
    </head>
    <body>
    <a class="skip" href="#main">Skip to content</a>
    <header class="top">
    <h1>NHS App card snapshots</h1>
    <p id="summary" class="muted"></p>
    <nav aria-label="Views"><ul class="views">
    <li><a id="link-matrix" href="#view=matrix">Matrix</a></li>
    <li><a id="link-changes" href="#view=changes">Changes</a></li>
    <li><a id="link-sheets" href="#view=sheets">Contact sheets</a></li>
    <li id="report-item" hidden><a id="link-report" href="report/report.html">Diff report</a></li>
    </ul></nav>
    </header>
    <div class="layout">
    <nav id="sidebar" aria-label="Components and scenarios"></nav>
    <main id="main" tabindex="-1"></main>
    </div>
    <dialog id="detail" aria-labelledby="detail-title">
    <div class="detail-head"><h2 id="detail-title"></h2><button type="button" id="detail-close">Close <span aria-hidden="true">(Esc)</span></button></div>
    <p class="muted" id="detail-hint">Arrow keys show the neighbouring cells.</p>
    <div id="detail-body"></div>
    </dialog>
    <script src="gallery-data.js"></script>
    <script src="gallery-verify.js"></script>
    <script src="gallery.js"></script>
    </body>
    </html>

    """

    static let style = #"""
    :root { --ink: #212b32; --muted: #4c6272; --line: #aeb7bd; --page: #f0f4f5; --card: #fff; --accent: #005eb8;
      --focus: #ffeb3b; --changed: #d5281b; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); }
    [hidden] { display: none !important; }
    a { color: var(--accent); }
    a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, summary:focus-visible, main:focus-visible {
      outline: 3px solid var(--ink); outline-offset: 2px; box-shadow: 0 0 0 6px var(--focus); }
    .skip { position: absolute; left: -9999px; } .skip:focus { left: 8px; top: 8px; background: var(--card); padding: 8px; z-index: 9; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .muted { color: var(--muted); }
    header.top { background: var(--card); border-bottom: 1px solid var(--line); padding: 12px 20px; }
    header.top h1 { font-size: 22px; margin: 0; }
    header.top p { margin: 4px 0; font-size: 14px; }
    .views { display: flex; flex-wrap: wrap; gap: 4px 16px; list-style: none; margin: 6px 0 0; padding: 0; font-size: 15px; }
    .views a[aria-current="page"] { font-weight: 700; color: var(--ink); }
    .layout { display: grid; grid-template-columns: 260px minmax(0, 1fr); align-items: start; }
    #sidebar { position: sticky; top: 0; max-height: 100vh; overflow: auto; padding: 12px 16px; border-right: 1px solid var(--line); background: var(--card); }
    #sidebar h2 { font-size: 16px; margin: 14px 0 4px; }
    #sidebar ul { list-style: none; margin: 0; padding: 0; }
    #sidebar li a { display: block; padding: 3px 6px; border-radius: 4px; font-size: 14px; text-decoration: none; overflow-wrap: anywhere; }
    #sidebar li a:hover { text-decoration: underline; }
    #sidebar li a[aria-current="page"] { background: var(--accent); color: #fff; }
    main { padding: 16px 20px; min-width: 0; }
    main h2 { font-size: 20px; margin: 0 0 8px; overflow-wrap: anywhere; }
    .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-start; margin-bottom: 8px; }
    fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px 8px; margin: 0; background: var(--card); }
    legend { font-size: 13px; font-weight: 600; padding: 0 4px; }
    fieldset label { display: inline-flex; align-items: center; gap: 4px; font-size: 14px; margin: 2px 8px 2px 0; }
    button { font: inherit; font-size: 14px; border: 1px solid var(--ink); background: var(--card); color: var(--ink); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
    button[aria-selected="true"], button[aria-pressed="true"] { background: var(--ink); color: #fff; }
    .matrix-scroll { overflow-x: auto; max-width: 100%; }
    table.matrix { border-collapse: separate; border-spacing: 6px; }
    table.matrix th { font-size: 13px; font-weight: 600; text-align: left; vertical-align: bottom; }
    table.matrix th[scope="row"] { vertical-align: top; padding-top: 6px; white-space: nowrap; }
    table.matrix th small { display: block; font-weight: 400; color: var(--muted); }
    table.matrix td { vertical-align: top; }
    .pair { display: flex; gap: 4px; }
    button.cell { display: block; padding: 2px; border: 1px solid var(--line); border-radius: 4px; background: var(--card); position: relative; }
    button.cell.dark { background: #000; }
    button.cell img { display: block; width: 144px; height: auto; }
    .pair button.cell img { width: 96px; }
    button.cell:focus-visible { outline: 3px solid var(--ink); box-shadow: 0 0 0 6px var(--focus); z-index: 1; }
    .badge { display: inline-block; font-size: 12px; font-weight: 700; color: #fff; background: var(--changed); border-radius: 4px; padding: 1px 6px; }
    button.cell .badge { position: absolute; top: 4px; right: 4px; }
    .empty { color: var(--muted); padding: 24px 0; }
    dialog { max-width: min(96vw, 1400px); max-height: 94vh; width: max-content; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; color: var(--ink); }
    dialog::backdrop { background: rgb(0 0 0 / 0.6); }
    .detail-head { display: flex; justify-content: space-between; gap: 12px; align-items: start; }
    .detail-head h2 { font-size: 18px; margin: 0; }
    .one-to-one { overflow: auto; max-width: 100%; max-height: 70vh; border: 1px solid var(--line); }
    .one-to-one img { display: block; max-width: none; }
    pre.voiceover { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--page); padding: 8px; font-size: 13px; }
    code { overflow-wrap: anywhere; }
    .sheets li { margin: 4px 0; }
    section.change { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px; margin: 0 0 16px; }
    section.change h3 { font-size: 16px; margin: 0 0 6px; overflow-wrap: anywhere; }
    .tabs { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
    .side { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 10px; }
    .side figure { margin: 0; min-width: 0; } figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; }
    .stack { position: relative; display: block; width: fit-content; max-width: 100%; line-height: 0; border: 1px solid var(--line);
      background: repeating-conic-gradient(#e8edee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .stack > img.base { display: block; max-width: 100%; height: auto; }
    .stack > img.top, .amp > img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .amp { position: absolute; inset: 0; isolation: isolate; filter: brightness(16); mix-blend-mode: difference; pointer-events: none; }
    .amp > img.minus { mix-blend-mode: difference; }
    .split { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #ffeb3b; box-shadow: 0 0 0 1px #212b32; pointer-events: none; }
    .knob { position: absolute; top: 50%; width: 28px; height: 28px; margin: -14px 0 0 -14px; border-radius: 50%; background: #fff;
      border: 2px solid #212b32; pointer-events: none; }
    .stack input.slide { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; }
    .stack input.slide:focus-visible ~ .knob { outline: 3px solid var(--ink); box-shadow: 0 0 0 6px var(--focus); }
    .onion-control { display: flex; gap: 8px; align-items: center; font-size: 13px; color: var(--muted); margin-top: 6px; max-width: 100%; }
    .onion-control input { flex: 1; min-width: 0; margin: 0; }
    .compare { width: fit-content; max-width: 100%; }
    @media (max-width: 720px) {
      .layout { grid-template-columns: minmax(0, 1fr); }
      #sidebar { position: static; max-height: 40vh; border-right: 0; border-bottom: 1px solid var(--line); }
      main { padding: 12px; }
      .side { grid-template-columns: minmax(0, 1fr); }
    }
    """#
}
