/// The inline style sheet and script of `report.html` (no external resources).
enum HTMLReportAssets {
    static let style = """
    :root { color-scheme: light; --ink: #1c1c1e; --muted: #636366; --line: #d1d1d6; --changed: #d70015;
      --added: #248a3d; --removed: #8e8e93; --box: #0a60ff; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
    body { margin: 0; color: var(--ink); background: #f2f2f7; }
    [hidden] { display: none !important; }
    header, main { max-width: 1400px; margin: 0 auto; padding: 16px 24px; }
    header { background: #fff; border-bottom: 1px solid var(--line); max-width: none; }
    h1 { font-size: 22px; margin: 0 0 6px; }
    h2 { font-size: 17px; margin: 0 0 8px; word-break: break-all; }
    .sides, .options { color: var(--muted); margin: 2px 0; }
    .counts { display: flex; gap: 8px; list-style: none; padding: 0; margin: 10px 0 0; flex-wrap: wrap; }
    .badge { display: inline-block; border-radius: 6px; padding: 2px 8px; font-size: 13px; font-weight: 600; color: #fff; background: var(--removed); }
    .badge.changed { background: var(--changed); } .badge.added { background: var(--added); } .badge.unchanged { background: #aeaeb2; }
    nav ol { margin: 8px 0 0; padding-left: 20px; columns: 2; font-size: 14px; }
    .entry { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 16px; margin: 16px 0; }
    .summary { color: var(--muted); font-size: 13px; margin: 0 0 10px; }
    table.numbers { border-collapse: collapse; font-size: 14px; margin-bottom: 12px; }
    table.numbers th { text-align: left; font-weight: 500; color: var(--muted); padding: 2px 16px 2px 0; }
    table.numbers td { font-variant-numeric: tabular-nums; padding: 2px 0; }
    .tabs { display: flex; gap: 4px; margin-bottom: 10px; }
    .tabs button { font: inherit; font-size: 13px; border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
    .tabs button[aria-selected="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
    .side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
    .side.single { grid-template-columns: minmax(0, 1fr); max-width: 480px; }
    figure { margin: 0; } figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; }
    .frame { position: relative; width: 100%; border: 1px solid var(--line); overflow: hidden;
      background: repeating-conic-gradient(#e5e5ea 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    .frame img { position: absolute; left: 0; top: 0; display: block; }
    .box { position: absolute; outline: 2px solid var(--box); outline-offset: 1px; pointer-events: none; }
    .stack { margin: 0 auto; }
    .hint { font-size: 13px; color: var(--muted); margin: 0 0 6px; text-align: center; }
    .control { display: flex; align-items: center; gap: 8px; font-size: 13px; color: var(--muted); margin: 6px auto 0; }
    .control input { flex: 1; min-width: 0; margin: 0; }
    .amp { position: absolute; inset: 0; isolation: isolate; filter: brightness(16); mix-blend-mode: difference; pointer-events: none; }
    .amp img.minus { mix-blend-mode: difference; }
    .split { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #ffd60a; box-shadow: 0 0 0 1px #1c1c1e; pointer-events: none; }
    .knob { box-sizing: border-box; position: absolute; top: 50%; width: 28px; height: 28px; margin: -14px 0 0 -14px; border-radius: 50%; background: #fff; border: 2px solid #1c1c1e; pointer-events: none; }
    .slide { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; }
    .slide:focus-visible ~ .knob { outline: 3px solid #0a60ff; outline-offset: 2px; }
    .tabs button:focus-visible { outline: 3px solid #0a60ff; outline-offset: 2px; }
    .tabs button.highlight[aria-pressed="true"] { background: #ffd60a; color: var(--ink); border-color: var(--ink); }
    code, td, .summary, nav li, .sides { overflow-wrap: anywhere; }
    @media (max-width: 600px) {
      header, main { padding: 12px; }
      .side { grid-template-columns: minmax(0, 1fr); }
      nav ol { columns: 1; }
      .entry { padding: 10px; }
      table.numbers th { padding-right: 8px; }
    }
    .missing { color: var(--muted); font-size: 13px; padding: 24px; text-align: center; }
    details.unchanged { background: #fff; border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; }
    details.unchanged li { font-size: 14px; word-break: break-all; }
    """

    static let script = """
    document.querySelectorAll('.entry').forEach(function (entry) {
      var buttons = entry.querySelectorAll('.tabs button[data-view]');
      buttons.forEach(function (button) {
        button.addEventListener('click', function () {
          buttons.forEach(function (other) { other.setAttribute('aria-selected', String(other === button)); });
          entry.querySelectorAll('.view').forEach(function (view) { view.hidden = view.dataset.view !== button.dataset.view; });
          entry.querySelectorAll('.view:not([hidden]) img[data-copy]').forEach(function (image) {
            image.src = document.getElementById(image.dataset.copy).src;
            image.removeAttribute('data-copy');
          });
        });
      });
      entry.querySelectorAll('input[type=range]').forEach(function (range) {
        range.addEventListener('input', function () {
          var view = range.closest('.view'), top = view.querySelector('.top');
          if (range.dataset.mode === 'slider') {
            top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
            view.querySelector('.split').style.left = range.value + '%';
            view.querySelector('.knob').style.left = range.value + '%';
          } else { top.style.opacity = String(range.value / 100); }
        });
      });
      var highlight = entry.querySelector('button.highlight');
      if (highlight) highlight.addEventListener('click', function () {
        var on = highlight.getAttribute('aria-pressed') !== 'true';
        highlight.setAttribute('aria-pressed', String(on));
        entry.querySelectorAll('.amp').forEach(function (layer) { layer.hidden = !on; });
      });
    });
    """
}
