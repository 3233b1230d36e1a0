/// The gallery's script: reads `window.NHS_GALLERY` and `window.NHS_VERIFY` and draws the views.
/// The state (view, scenario, scheme, device and size filters, open cell) lives in the URL's hash,
/// so a link shows the same thing to whoever opens it.
extension GalleryPageAssets {
    static let script = #"""
    (function () {
      'use strict';
      var G = window.NHS_GALLERY || { title: 'NHS App card snapshots', matrix: '', devices: [], sizes: [], schemes: [], sheets: [], scenarios: [] };
      var V = window.NHS_VERIFY || { report: null, matrix: '', changes: [], findings: {} };
      var main = document.getElementById('main'), sidebar = document.getElementById('sidebar');
      var dialog = document.getElementById('detail'), detailBody = document.getElementById('detail-body');
      var changesByKey = {};
      V.changes.forEach(function (c) { changesByKey[c.key] = c; });
      var state = {};

      function el(tag, attrs, children) {
        var node = document.createElement(tag);
        Object.keys(attrs || {}).forEach(function (k) {
          if (k === 'text') node.textContent = attrs[k];
          else if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== false) node.setAttribute(k, attrs[k]);
        });
        (children || []).forEach(function (c) { if (c) node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
        return node;
      }
      function scenarioId(s) { return s.component + '/' + s.name; }
      function findScenario(id) { return G.scenarios.filter(function (s) { return scenarioId(s) === id; })[0]; }
      function cellKey(s, c) { return scenarioId(s) + '/' + c.stem; }
      function list(value) { return value ? value.split(',').filter(Boolean) : []; }

      function readHash() {
        var p = new URLSearchParams(location.hash.slice(1));
        var first = G.scenarios[0] ? scenarioId(G.scenarios[0]) : '';
        state = {
          view: ['matrix', 'changes', 'sheets'].indexOf(p.get('view')) >= 0 ? p.get('view') : 'matrix',
          scenario: findScenario(p.get('scenario') || '') ? p.get('scenario') : first,
          scheme: ['light', 'dark', 'both'].indexOf(p.get('scheme')) >= 0 ? p.get('scheme') : 'light',
          devices: list(p.get('devices')), sizes: list(p.get('sizes')), cell: p.get('cell') || ''
        };
      }
      function hashFor(changes) {
        var s = Object.assign({}, state, changes || {});
        var p = new URLSearchParams();
        if (s.view !== 'matrix') p.set('view', s.view);
        if (s.scenario) p.set('scenario', s.scenario);
        if (s.scheme !== 'light') p.set('scheme', s.scheme);
        if (s.devices.length) p.set('devices', s.devices.join(','));
        if (s.sizes.length) p.set('sizes', s.sizes.join(','));
        if (s.cell) p.set('cell', s.cell);
        return '#' + p.toString();
      }
      function update(changes) {
        Object.assign(state, changes);
        history.replaceState(null, '', hashFor());
        if (Object.keys(changes).join() === 'cell' && state.view === 'matrix') renderDetail(); else render();
      }

      function renderSidebar() {
        sidebar.textContent = '';
        sidebar.appendChild(el('h2', { text: 'Components and scenarios', class: 'visually-hidden' }));
        var components = [];
        G.scenarios.forEach(function (s) { if (components.indexOf(s.component) < 0) components.push(s.component); });
        components.forEach(function (component) {
          var items = G.scenarios.filter(function (s) { return s.component === component; }).map(function (s) {
            var current = state.view === 'matrix' && state.scenario === scenarioId(s);
            var changed = V.changes.some(function (c) { return c.key.indexOf(scenarioId(s) + '/') === 0; });
            return el('li', {}, [el('a', { href: hashFor({ view: 'matrix', scenario: scenarioId(s), cell: '' }),
              'aria-current': current ? 'page' : null }, [s.name, changed ? el('span', { class: 'visually-hidden', text: ' (changed)' }) : null,
              changed ? el('span', { class: 'badge', 'aria-hidden': 'true', text: ' changed' }) : null])]);
          });
          sidebar.appendChild(el('h2', { text: component }));
          sidebar.appendChild(el('ul', {}, items));
        });
        if (!G.scenarios.length) sidebar.appendChild(el('p', { class: 'muted', text: 'No images yet: run nhs-snapshots render.' }));
      }

      function renderHeader() {
        var total = G.scenarios.reduce(function (n, s) { return n + s.cells.length; }, 0);
        document.getElementById('summary').textContent = (G.matrix ? 'Matrix ' + G.matrix + '. ' : '') + total + ' images in ' +
          G.scenarios.length + ' scenarios; ' + V.changes.length + ' changed in the last verify.';
        [['matrix', 'link-matrix'], ['changes', 'link-changes'], ['sheets', 'link-sheets']].forEach(function (pair) {
          var link = document.getElementById(pair[1]);
          link.setAttribute('href', hashFor({ view: pair[0], cell: '' }));
          if (state.view === pair[0]) link.setAttribute('aria-current', 'page'); else link.removeAttribute('aria-current');
        });
        document.getElementById('link-changes').textContent = 'Changes (' + V.changes.length + ')';
        document.getElementById('report-item').hidden = !V.report;
        if (V.report) document.getElementById('link-report').setAttribute('href', V.report);
      }

      function checkboxes(legend, name, options, chosen) {
        var boxes = options.map(function (o) {
          var input = el('input', { type: 'checkbox', name: name, value: o.value, checked: chosen.length === 0 || chosen.indexOf(o.value) >= 0 });
          return el('label', {}, [input, o.label]);
        });
        return el('fieldset', {}, [el('legend', { text: legend })].concat(boxes));
      }

      function renderMatrix() {
        var s = findScenario(state.scenario);
        main.textContent = '';
        if (!s) { main.appendChild(el('p', { class: 'empty', text: 'No rendered images. Run nhs-snapshots render (Scripts/render.sh).' })); return; }
        main.appendChild(el('h2', { id: 'scenario-title', text: s.component + ' / ' + s.name }));
        var schemeField = el('fieldset', {}, [el('legend', { text: 'Scheme' })].concat([['light', 'Light'], ['dark', 'Dark'], ['both', 'Side by side']].map(function (o) {
          return el('label', {}, [el('input', { type: 'radio', name: 'scheme', value: o[0], checked: state.scheme === o[0] }), o[1]]);
        })));
        var form = el('form', { class: 'filters', 'aria-label': 'Filters' }, [schemeField,
          checkboxes('Devices', 'devices', G.devices.map(function (d) { return { value: d.id, label: d.name }; }), state.devices),
          checkboxes('Text sizes', 'sizes', G.sizes.map(function (z) { return { value: z.short, label: z.short }; }), state.sizes),
          el('button', { type: 'button', id: 'show-all', text: 'Show all' })]);
        form.addEventListener('change', function (event) {
          var changed = event.target;
          function picked(name, all) {
            var values = Array.prototype.filter.call(form.elements[name], function (i) { return i.checked; }).map(function (i) { return i.value; });
            return values.length === all.length ? [] : values;
          }
          update({ scheme: form.querySelector('input[name=scheme]:checked').value,
            devices: picked('devices', G.devices), sizes: picked('sizes', G.sizes) });
          // The form is drawn again: keep the keyboard on the control that was changed.
          var again = main.querySelector('input[name="' + CSS.escape(changed.name) + '"][value="' + CSS.escape(changed.value) + '"]');
          if (again) again.focus();
        });
        form.querySelector('#show-all').addEventListener('click', function () { update({ devices: [], sizes: [], scheme: 'light' }); });
        form.addEventListener('submit', function (e) { e.preventDefault(); });
        main.appendChild(form);
        main.appendChild(el('p', { class: 'muted', id: 'matrix-hint', text: 'Arrow keys move between cells, Enter opens one at 1:1, Esc closes it.' }));
        var devices = G.devices.map(function (d, i) { return i; }).filter(function (i) { return !state.devices.length || state.devices.indexOf(G.devices[i].id) >= 0; });
        var sizes = G.sizes.map(function (z, i) { return i; }).filter(function (i) { return !state.sizes.length || state.sizes.indexOf(G.sizes[i].short) >= 0; });
        var schemes = state.scheme === 'both' ? G.schemes.map(function (x, i) { return i; }) : [G.schemes.indexOf(state.scheme)];
        var lookup = {};
        s.cells.forEach(function (c) { lookup[c.device + ',' + c.size + ',' + c.scheme] = c; });
        var head = el('tr', {}, [el('th', { scope: 'col', text: 'Text size' })].concat(devices.map(function (d) {
          var device = G.devices[d];
          return el('th', { scope: 'col' }, [device.name, el('small', { text: device.width + ' pt @' + device.scale + 'x' })]);
        })));
        var rows = sizes.map(function (z, r) {
          var col = 0;
          return el('tr', {}, [el('th', { scope: 'row', text: G.sizes[z].short })].concat(devices.map(function (d) {
            var buttons = schemes.map(function (k) {
              var c = lookup[d + ',' + z + ',' + k];
              if (!c) return el('span', { class: 'muted', text: 'no image' });
              var key = cellKey(s, c), label = G.devices[d].name + ', ' + G.sizes[z].short + ', ' + G.schemes[k];
              var changed = changesByKey[key];
              var b = el('button', { type: 'button', class: 'cell ' + G.schemes[k], 'data-r': r, 'data-c': col++, 'data-key': key,
                tabindex: '-1', 'aria-label': label + (changed ? ', changed' : '') }, [
                el('img', { src: c.thumb, alt: '', width: c.thumbWidth, height: c.thumbHeight, loading: 'lazy', decoding: 'async' }),
                changed ? el('span', { class: 'badge', 'aria-hidden': 'true', text: 'changed' }) : null]);
              b.addEventListener('click', function () { openCell(key); });
              return b;
            });
            return el('td', {}, [schemes.length > 1 ? el('div', { class: 'pair' }, buttons) : buttons[0]]);
          })));
        });
        var table = el('table', { class: 'matrix', 'aria-describedby': 'matrix-hint' }, [
          el('caption', { class: 'visually-hidden', text: s.component + ' / ' + s.name + ': devices as columns, text sizes as rows' }),
          el('thead', {}, [head]), el('tbody', {}, rows)]);
        table.addEventListener('keydown', gridKeys);
        main.appendChild(el('div', { class: 'matrix-scroll' }, [table]));
        var first = table.querySelector('button.cell');
        if (first) first.tabIndex = 0;
        if (!devices.length || !sizes.length) main.appendChild(el('p', { class: 'empty', text: 'The filter hides every cell.' }));
      }

      function gridKeys(event) {
        var b = event.target.closest && event.target.closest('button.cell');
        if (!b) return;
        var r = +b.dataset.r, c = +b.dataset.c;
        var moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
        var m = moves[event.key];
        if (!m) return;
        event.preventDefault();
        var next = main.querySelector('button.cell[data-r="' + (r + m[0]) + '"][data-c="' + (c + m[1]) + '"]');
        if (!next && m[0]) { // rows may be shorter: take the last cell of that row
          var row = main.querySelectorAll('button.cell[data-r="' + (r + m[0]) + '"]');
          next = row[row.length - 1];
        }
        if (next) { b.tabIndex = -1; next.tabIndex = 0; next.focus(); }
      }

      function cellByKey(key) {
        for (var i = 0; i < G.scenarios.length; i++) {
          var s = G.scenarios[i];
          for (var j = 0; j < s.cells.length; j++) if (cellKey(s, s.cells[j]) === key) return { scenario: s, cell: s.cells[j] };
        }
        return null;
      }

      function openCell(key) { update({ cell: key }); }

      function renderDetail() {
        var found = state.cell && cellByKey(state.cell);
        if (!found) { if (dialog.open) dialog.close(); return; }
        var s = found.scenario, c = found.cell;
        document.getElementById('detail-title').textContent = s.component + ' / ' + s.name + ' — ' + G.devices[c.device].name + ', ' +
          G.sizes[c.size].short + ', ' + G.schemes[c.scheme];
        detailBody.textContent = '';
        var cssWidth = Math.round(c.width / c.scale);
        detailBody.appendChild(el('p', { class: 'muted', text: c.width + ' × ' + c.height + ' px (@' + c.scale + 'x, ' + cssWidth + ' pt wide), shown 1:1.' }));
        detailBody.appendChild(el('div', { class: 'one-to-one', tabindex: '0', role: 'region', 'aria-label': 'Image at 1:1' },
          [el('img', { src: c.image, width: c.width, height: c.height, alt: 'Snapshot: ' + (c.voiceOver || 'no VoiceOver text') })]));
        detailBody.appendChild(el('p', {}, ['File: ', el('a', { href: c.image }, [el('code', { text: 'Output/' + decodeURIComponent(c.image) })])]));
        if (c.overlay) detailBody.appendChild(el('p', {}, ['Accessibility overlay: ', el('a', { href: c.overlay }, [el('code', { text: 'Output/' + decodeURIComponent(c.overlay) })])]));
        detailBody.appendChild(el('h3', { text: 'VoiceOver' }));
        detailBody.appendChild(el('pre', { class: 'voiceover', text: c.voiceOver || 'Not known: the renderer gave no display list (sheet made alone).' }));
        detailBody.appendChild(el('h3', { text: 'Audit findings' }));
        var findings = V.findings[state.cell];
        if (!findings) detailBody.appendChild(el('p', { class: 'muted', text: 'Not audited in the last verify (it audits the golden matrix; nhs-snapshots audit --matrix full audits all).' }));
        else if (!findings.length) detailBody.appendChild(el('p', { text: 'None.' }));
        else detailBody.appendChild(el('ul', {}, findings.map(function (f) {
          return el('li', { text: f.severity + ' ' + f.rule + (f.expected ? ' (expected)' : '') + ': ' + f.message });
        })));
        var change = changesByKey[state.cell];
        if (change) detailBody.appendChild(el('p', {}, [el('span', { class: 'badge', text: change.status }), ' ', change.message, ' ',
          el('a', { href: hashFor({ view: 'changes', cell: '' }) }, ['See the change'])]));
        if (!dialog.open) dialog.showModal();
      }

      function detailKeys(event) {
        if (!state.cell) return;
        var moves = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
        var m = moves[event.key];
        if (!m || event.target.closest('.one-to-one')) return;
        var b = main.querySelector('button.cell[data-key="' + CSS.escape(state.cell) + '"]');
        if (!b) return;
        var next = main.querySelector('button.cell[data-r="' + (+b.dataset.r + m[0]) + '"][data-c="' + (+b.dataset.c + m[1]) + '"]');
        if (!next) return;
        event.preventDefault();
        b.tabIndex = -1; next.tabIndex = 0;
        update({ cell: next.dataset.key });
      }

      function renderSheets() {
        main.textContent = '';
        main.appendChild(el('h2', { text: 'Contact sheets' }));
        main.appendChild(el('p', { class: 'muted', text: 'One sheet per component, scheme and device class, every card at 1x (one pixel a point); a tall sheet is split into pages. They are large files: each opens on its own.' }));
        if (!G.sheets.length) { main.appendChild(el('p', { class: 'empty', text: 'No sheets yet: nhs-snapshots render --sheets, or nhs-snapshots sheet.' })); return; }
        main.appendChild(el('ul', { class: 'sheets' }, G.sheets.map(function (sheet) {
          return el('li', {}, [el('a', { href: sheet.file, text: sheet.title }), ' ', el('code', { class: 'muted', text: decodeURIComponent(sheet.file) })]);
        })));
      }

      function compareImages(change) {
        // Expected, actual, diff side by side; a slider whose handle is the split; an onion skin; a highlight.
        var box = el('div', { class: 'compare-views' });
        var tabs = el('div', { class: 'tabs', role: 'tablist', 'aria-label': 'How to compare' });
        var views = {};
        var amp = function () { return el('div', { class: 'amp', hidden: true }, [el('img', { src: change.expected, alt: '' }), el('img', { class: 'minus', src: change.actual, alt: '' })]); };
        views.side = el('div', { class: 'side' }, [['Expected', change.expected], ['Actual', change.actual], ['Diff', change.diff]].map(function (p) {
          return p[1] ? el('figure', {}, [el('figcaption', { text: p[0] }), el('div', { class: 'stack' }, [el('img', { class: 'base', src: p[1], alt: p[0] + ' image' }), p[0] === 'Diff' ? null : amp()])]) : null;
        }));
        var slide = el('input', { class: 'slide', type: 'range', min: '0', max: '100', value: '50', 'aria-label': 'Split between expected (left) and actual (right), percent' });
        var top = el('img', { class: 'top', src: change.actual, alt: 'Actual image, right of the split' });
        var split = el('div', { class: 'split' }), knob = el('div', { class: 'knob' });
        function setSplit() { top.style.clipPath = 'inset(0 0 0 ' + slide.value + '%)'; split.style.left = slide.value + '%'; knob.style.left = slide.value + '%'; }
        slide.addEventListener('input', setSplit);
        views.slider = el('div', { class: 'compare', hidden: true }, [el('p', { class: 'muted', text: '← expected · actual → (drag, or focus and use the arrow keys)' }),
          el('div', { class: 'stack slider' }, [el('img', { class: 'base', src: change.expected, alt: 'Expected image, left of the split' }), top, amp(), split, slide, knob])]);
        setSplit();
        var fade = el('input', { type: 'range', min: '0', max: '100', value: '50', 'aria-label': 'Opacity of the actual image, percent' });
        var onionTop = el('img', { class: 'top', src: change.actual, alt: 'Actual image, faded over expected' });
        fade.addEventListener('input', function () { onionTop.style.opacity = String(fade.value / 100); });
        onionTop.style.opacity = '0.5';
        views.onion = el('div', { class: 'compare', hidden: true }, [el('div', { class: 'stack onion' }, [el('img', { class: 'base', src: change.expected, alt: 'Expected image' }), onionTop, amp()]),
          el('label', { class: 'onion-control' }, ['expected', fade, 'actual'])]);
        [['side', 'Side by side'], ['slider', 'Slider'], ['onion', 'Onion skin']].forEach(function (t, i) {
          var b = el('button', { type: 'button', role: 'tab', 'aria-selected': String(i === 0), 'data-view': t[0], text: t[1] });
          b.addEventListener('click', function () {
            tabs.querySelectorAll('[role=tab]').forEach(function (o) { o.setAttribute('aria-selected', String(o === b)); });
            Object.keys(views).forEach(function (k) { views[k].hidden = k !== t[0]; });
          });
          tabs.appendChild(b);
        });
        var highlight = el('button', { type: 'button', class: 'highlight', 'aria-pressed': 'false', text: 'Highlight differences' });
        highlight.addEventListener('click', function () {
          var on = highlight.getAttribute('aria-pressed') !== 'true';
          highlight.setAttribute('aria-pressed', String(on));
          box.querySelectorAll('.amp').forEach(function (a) { a.hidden = !on; });
        });
        tabs.appendChild(highlight);
        box.appendChild(tabs);
        Object.keys(views).forEach(function (k) { box.appendChild(views[k]); });
        return box;
      }

      function renderChanges() {
        main.textContent = '';
        main.appendChild(el('h2', { text: 'Changes (' + V.changes.length + ')' }));
        if (V.report) main.appendChild(el('p', {}, ['The full report, with numbers: ', el('a', { href: V.report, text: 'report/report.html' })]));
        if (!V.changes.length) { main.appendChild(el('p', { class: 'empty', text: V.matrix ? 'The last verify found no change.' : 'No verify has run: nhs-snapshots verify.' })); return; }
        V.changes.forEach(function (change, index) {
          var parts = change.key.split('/');
          var scenario = parts.slice(0, 2).join('/');
          var section = el('section', { class: 'change', id: 'change-' + index, 'aria-labelledby': 'change-title-' + index }, [
            el('h3', { id: 'change-title-' + index }, [el('span', { class: 'badge', text: change.status }), ' ', change.key]),
            el('p', { class: 'muted', text: change.message }),
            findScenario(scenario) ? el('p', {}, [el('a', { href: hashFor({ view: 'matrix', scenario: scenario, cell: '' }), text: 'Show ' + scenario + ' in the matrix' })]) : null]);
          if (change.expected && change.actual) section.appendChild(compareImages(change));
          else if (change.actual) section.appendChild(el('div', { class: 'stack' }, [el('img', { class: 'base', src: change.actual, alt: 'New image (no golden)' })]));
          main.appendChild(section);
        });
      }

      function render() {
        renderHeader();
        renderSidebar();
        if (state.view === 'changes') renderChanges();
        else if (state.view === 'sheets') renderSheets();
        else renderMatrix();
        if (state.view === 'matrix') renderDetail(); else if (dialog.open) dialog.close();
      }

      dialog.addEventListener('close', function () {
        var key = state.cell;
        if (state.cell) { state.cell = ''; history.replaceState(null, '', hashFor()); }
        var target = key && main.querySelector('button.cell[data-key="' + CSS.escape(key) + '"]');
        if (target) {
          main.querySelectorAll('button.cell[tabindex="0"]').forEach(function (b) { b.tabIndex = -1; });
          target.tabIndex = 0;
          target.focus();
        }
      });
      dialog.addEventListener('keydown', detailKeys);
      document.getElementById('detail-close').addEventListener('click', function () { dialog.close(); });
      window.addEventListener('hashchange', function () { readHash(); render(); });
      readHash();
      render();
    })();
    """#
}
