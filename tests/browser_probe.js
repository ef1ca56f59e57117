// What Chromium draws, read back for tests/test_browser.py: each function returns plain data.
(() => {
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === "visible";
  const opaque = (colour) => colour && colour !== "none" && colour !== "transparent" && !/rgba\([^)]*,\s*0\)$/.test(colour);
  const inside = (r, x, y) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

  // The colour drawn behind an HTML element: the first ancestor with a background.
  const behindHtml = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (opaque(bg)) return bg;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  };

  // The colour drawn behind an SVG text: the last filled shape painted before it under its centre, else what is behind the <svg>.
  const behindSvg = (text) => {
    const svg = text.ownerSVGElement;
    const box = text.getBoundingClientRect();
    const x = box.left + box.width / 2, y = box.top + box.height / 2;
    let fill = null;
    for (const shape of svg.querySelectorAll("rect, circle, path, polygon")) {
      if (shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_PRECEDING) break; // painted after the text
      const paint = getComputedStyle(shape).fill;
      if (visible(shape) && opaque(paint) && inside(shape.getBoundingClientRect(), x, y)) fill = paint;
    }
    return fill || behindHtml(svg);
  };

  const texts = (scope) => {
    const out = [];
    for (const el of document.querySelectorAll(`${scope} *`)) {
      if (el.namespaceURI === "http://www.w3.org/2000/svg") {
        if (el.tagName !== "text" || !el.textContent.trim() || !visible(el)) continue;
        out.push({ text: el.textContent.trim(), ink: getComputedStyle(el).fill, behind: behindSvg(el), where: "svg" });
        continue;
      }
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || !visible(el)) continue;
      out.push({ text: el.textContent.trim().slice(0, 40), ink: getComputedStyle(el).color, behind: behindHtml(el), where: el.tagName.toLowerCase() });
    }
    return out;
  };

  const narrow = () => {
    const boxes = [...document.querySelectorAll("figure.diagram svg [data-part], figure.diagram svg text")].filter(visible).map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, part: e.hasAttribute("data-part"), height: e.tagName === "text" ? r.height : null };
    });
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, boxes };
  };

  // Each table's header cells against the column under them: the header text's extent, the column's, and the first number's.
  const headers = () => {
    const out = [];
    for (const table of document.querySelectorAll("table")) {
      if (!visible(table)) continue;
      const heads = [...table.tHead.rows[0].cells];
      const first = table.tBodies[0].rows[0];
      heads.forEach((th, k) => {
        const cell = first.cells[k];
        const range = document.createRange();
        range.selectNodeContents(th);
        const said = range.getBoundingClientRect();
        range.selectNodeContents(cell);
        const under = range.getBoundingClientRect();
        const column = cell.getBoundingClientRect();
        out.push({ header: th.textContent, numeric: cell.classList.contains("num"), empty: !th.textContent.trim(),
                   text: [said.left, said.right], column: [column.left, column.right], cell: [under.left, under.right] });
      });
    }
    return out;
  };

  // Marks for the printed page, as links (the PDF keeps each link's page without any text to decode): a start and an
  // end for every table, figure and comparison (tables side by side), an end for every heading and a start for the
  // first table, figure or list under it.
  const mark = () => {
    const tag = (where, token, atEnd) => {
      const link = document.createElement("a");
      link.href = `https://r45.invalid/${token}`;
      link.style.cssText = "display:block;width:1px;height:1px;margin:0 0 -1px 0;padding:0;overflow:hidden";
      if (atEnd) where.append(link); else where.prepend(link);
    };
    const pairs = [];
    let n = 0;
    for (const el of document.querySelectorAll("table, figure, .beside, ul.eqs")) {
      if (!visible(el) || el.closest("details:not([open])")) continue;
      n += 1;
      const id = `${{ TABLE: "T", FIGURE: "F", UL: "E" }[el.tagName] || "B"}${n}`;
      tag(el.tagName === "TABLE" ? el.caption || el.tHead : el, `${id}A`, false);
      tag(el.tagName === "TABLE" ? el.tBodies[0].lastElementChild.lastElementChild : el, `${id}Z`, true);
      pairs.push({ id, text: (el.tagName === "TABLE" ? el.caption || el.tHead : el).textContent.slice(0, 30) });
    }
    // what follows a heading, past a state's place: under a state's heading its first lines; under a panel's
    // (h3), past the lines that lead into it (a legend, a note), its first table, figure or list; inside the
    // demonstration's inputs (printed whole, folded or not), their first table
    const content = (el) => {
      const skipped = (e) => e.classList.contains("meta") || (el.tagName === "H3" && e.tagName === "P") || !visible(e);
      let next = el.nextElementSibling;
      while (next && skipped(next)) next = next.nextElementSibling;
      if (next && next.tagName === "DETAILS") {
        next = [...next.children].find((c) => c.tagName !== "SUMMARY" && c.tagName !== "P") || next;
      }
      return next;
    };
    for (const el of document.querySelectorAll("h1, h2, h3")) {
      const next = content(el);
      if (!next || !visible(el)) continue;
      n += 1;
      const id = `H${n}`;
      tag(el, `${id}A`, true);
      tag(next, `${id}Z`, false);
      pairs.push({ id, text: el.textContent.slice(0, 30) });
    }
    return pairs;
  };

  // Where lines start inside each block of text (outside links and pictures): the character that starts a line, the
  // ones before it (across the block's text nodes: a <wbr> ends one), and how full the line it ends is (0 to 1).
  const breaks = () => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const texts = new Map();  // block -> its text
    let block = null, top = null, left = null, right = 0, said = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("svg, a[href^='http'], script, style") || !visible(parent)) continue;
      const where = parent.closest("p, li, h1, h2, h3, td, th, caption, figcaption");
      if (where !== block) {
        block = where;
        top = null;
        said = "";
      }
      const text = node.textContent;
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rects = range.getClientRects();
        if (!rects.length || !text[i].trim()) {
          said += text[i];
          continue;
        }
        const r = rects[0];
        if (top !== null && r.top > top + 2) {
          const box = block ? block.getBoundingClientRect() : r;
          const style = block ? getComputedStyle(block) : null;
          const room = box.width - (style ? parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) : 0);
          out.push({ first: text[i], before: said.slice(-8), block, at: said.length,
                     where: block ? block.tagName.toLowerCase() : "", full: room > 0 ? (right - left) / room : 1,
                     next: r.width });
        }
        if (top === null || r.top > top + 2) left = r.left;
        top = r.top;
        right = r.right;
        said += text[i];
      }
      if (block) texts.set(block, said);
    }
    return out.map(({ block: b, at, ...rest }) => ({ ...rest, after: (texts.get(b) || "").slice(at, at + 8) }));
  };

  // Each piece the terminal keeps on one line (a quoted command, `gamma = (1, 1, 1, 1)`), and the lines it takes.
  const kept = () => [...document.querySelectorAll(".nb")].filter(visible).map((s) => (
    { text: s.textContent, lines: new Set([...s.getClientRects()].map((r) => Math.round(r.top))).size }));

  const pres = () => [...document.querySelectorAll("pre")].map((p) => p.textContent);

  // Each table as drawn: whether every cell lies inside the viewport and its text inside the cell (no number cut),
  // and, for its box, whether it scrolls, whether the cue says so on the screen, and whether the cue takes focus.
  // Read after two frames: a scroll-state query is answered from the layout of the frame before.
  const nextFrame = () => new Promise((done) => requestAnimationFrame(() => done()));
  const tables = async () => {
    await nextFrame();
    await nextFrame();
    const range = document.createRange();
    return [...document.querySelectorAll("table")].filter(visible).map((table) => {
      const box = table.closest(".scroll");
      const cue = box.querySelector(".cue");
      const frame = box.getBoundingClientRect();
      const cut = [];
      for (const cell of table.querySelectorAll("th, td")) {
        const r = cell.getBoundingClientRect();
        let right = r.left;  // where the cell's drawn text ends (words kept for a screen reader alone aside)
        for (const node of cell.childNodes) {
          if (node.nodeType === 1 && node.classList.contains("sr")) continue;
          range.selectNodeContents(node);
          right = Math.max(right, range.getBoundingClientRect().right);
        }
        // 1 px: a full-width ） trimmed at a line's end
        if (r.left < 0 || r.right > window.innerWidth || r.right > frame.right + 0.5 || right > r.right + 1) {
          cut.push(cell.textContent);
        }
      }
      const before = document.activeElement;
      cue.focus();
      const focusable = document.activeElement === cue;
      if (before && before.focus) before.focus();
      else cue.blur();
      const named = table.getAttribute("aria-labelledby");
      const caption = named && document.getElementById(named);
      return { name: caption ? caption.textContent : table.tHead.textContent, cut,
               scrolls: box.scrollWidth > box.clientWidth,
               cue: visible(cue) && cue.getBoundingClientRect().right <= window.innerWidth, focusable,
               captionInside: !!caption && box.contains(caption) };
    });
  };

  // Every SVG text as drawn: its font size times the scale its picture is drawn at, in CSS px.
  const svgText = () => [...document.querySelectorAll("svg text")].filter(visible).map((t) => {
    const m = t.getScreenCTM();
    return { text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) };
  });

  // The marks taken away again, so the page is as it was for the next test.
  const unmark = () => document.querySelectorAll("a[href^='https://r45.invalid/']").forEach((a) => a.remove());

  return { texts, narrow, headers, mark, unmark, breaks, kept, pres, tables, svgText };
})()
