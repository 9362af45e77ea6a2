// Scroll controls of the UI timing journey (issue 17): a measurement aid, not
// part of the product. They answer "how fast can this machine scroll at all?"
// so the app's screens have a floor to be compared against.
//
// After each screen's scroll the journey measures the same scroll (same
// viewport, same distance and pixels per frame, the same frame accounting)
// over two plain HTML pages shaped like the screen's rows (their height, their
// number of cells and the cells' widths and text, in a box of the same size,
// or the page when the screen scrolls the page), loaded from a data: URL:
//   - virtual: a plain windowed table in a few lines of vanilla JS; rows are
//     created with insertAdjacentHTML as they come into view (as many rows
//     ahead as the screen keeps) and removed as they leave, nothing else;
//   - static60: a plain table of 60 rows, nothing created during the scroll;
//     the scroll goes back and forth over it for as many frames as the
//     screen's scroll took.

/** rowShape reads the shape of the screen's first row (selector rows) and of its scrolling box (selector box, or the page). */
export function rowShape(page, { rows, box }) {
  return page.evaluate(
    ([rows, box]) => {
      const row = document.querySelector(rows)
      const el = box ? document.querySelector(box) : null
      const text = (n) => (n.innerText || n.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 120)
      let cells
      if (row.cells) {
        cells = [...row.cells].map((td) => ({ text: text(td), width: Math.round(td.getBoundingClientRect().width) }))
      } else {
        // A list's row (the builder's <li>): its lines of text as six cells across the row's width.
        const lines = (row.innerText || '').split('\n').map((l) => l.trim()).filter(Boolean)
        const width = Math.round(row.getBoundingClientRect().width / 6)
        cells = Array.from({ length: 6 }, (_, i) => ({ text: (lines[i] ?? '').slice(0, 120), width }))
      }
      return {
        rowHeight: Math.round(row.getBoundingClientRect().height),
        cells,
        box: el ? { width: el.clientWidth, height: el.clientHeight } : null,
      }
    },
    [rows, box],
  )
}

const escape = (s) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/**
 * controlPage is the HTML of a control: kind 'virtual' (count rows, windowed
 * with overscan rows ahead) or 'static60' (60 rows), rows of shape.rowHeight
 * with shape.cells, in a box of shape.box's size or in the page.
 */
export function controlPage(shape, kind, { count, overscan }) {
  const tableWidth = shape.cells.reduce((a, c) => a + c.width, 0)
  const cols = shape.cells.map((c) => `<col style="width:${c.width}px">`).join('')
  const boxStyle = shape.box ? `#box{width:${shape.box.width}px;height:${shape.box.height}px;overflow:auto;will-change:scroll-position;background:#fff;border:1px solid #ddd}` : ''
  const cells = JSON.stringify(shape.cells.map((c) => escape(c.text)))
  const head = `<!doctype html><meta charset="utf-8"><title>scroll control: ${kind}</title><style>
body{margin:0;font:12px/1.4 system-ui,sans-serif;color:#222;background:#fafafa}${boxStyle}
table{border-collapse:collapse;table-layout:fixed;width:${tableWidth}px}
td{height:${shape.rowHeight - 1}px;padding:0 6px;border-bottom:1px solid #ddd;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style><div id="box"><table><colgroup>${cols}</colgroup><tbody id="rows"></tbody></table></div>`
  // Both kinds build a row the same way: one text node per cell, the row's number in its first.
  const row = `const CELLS = ${cells}
const row = (i) => '<tr class="r" data-index="' + i + '"><td>' + (i + 1) + ' ' + CELLS[0] + '</td>' + CELLS.slice(1).map((c) => '<td>' + c + '</td>').join('') + '</tr>'`
  if (kind === 'static60') return `${head}<script>${row}
document.getElementById('rows').innerHTML = Array.from({ length: 60 }, (_, i) => row(i)).join('')
</script>`
  return `${head}<script>${row}
const N = ${count}, H = ${shape.rowHeight}, AHEAD = ${overscan}
const tbody = document.getElementById('rows')
const box = ${shape.box ? "document.getElementById('box')" : 'null'}
const scroller = box ?? document.scrollingElement
const view = () => (box ? box.clientHeight : innerHeight)
const spacer = (id) => '<tr id="' + id + '"><td colspan="' + CELLS.length + '" style="height:0;padding:0;border:0"></td></tr>'
tbody.innerHTML = spacer('above') + spacer('below')
const above = document.getElementById('above'), below = document.getElementById('below')
let first = 0, last = -1 // the rows in the DOM
const html = (from, to) => { let s = ''; for (let i = from; i <= to; i++) s += row(i); return s }
function update() {
  const top = scroller.scrollTop
  const from = Math.max(0, Math.floor(top / H) - AHEAD), to = Math.min(N - 1, Math.ceil((top + view()) / H) + AHEAD)
  if (from > last || to < first) { // no row kept: start afresh
    for (const tr of [...tbody.querySelectorAll('tr.r')]) tr.remove()
    above.insertAdjacentHTML('afterend', html(from, to))
  } else {
    while (first < from) { above.nextElementSibling.remove(); first++ }
    while (last > to) { below.previousElementSibling.remove(); last-- }
    if (from < first) above.insertAdjacentHTML('afterend', html(from, first - 1))
    if (to > last) below.insertAdjacentHTML('beforebegin', html(last + 1, to))
  }
  first = from; last = to
  above.firstChild.style.height = from * H + 'px'
  below.firstChild.style.height = (N - 1 - to) * H + 'px'
}
;(box ?? window).addEventListener('scroll', update, { passive: true })
update()
</script>`
}
