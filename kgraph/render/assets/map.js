/* kgraph map page: draws the vis-network from the JSON in #kg-data.
   Every string that comes from a document is put into the page with textContent, never as
   HTML; links are made only for http(s) URLs. Nothing is fetched from the network. */
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var status = document.getElementById("kg-status");
  var details = document.getElementById("kg-details");
  var find = document.getElementById("kg-find");
  var LINEAGE_KINDS = {
    brief: 1, living: 1, paper_card: 1, inbox_note: 1, document: 1, source: 1, instance: 1, section: 1
  };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function safeUrl(u) {
    try {
      var p = new URL(String(u));
      if (p.protocol === "http:" || p.protocol === "https:") return p.href;
    } catch (err) { /* not a URL */ }
    return null;
  }

  function tipBox(head, rows) {
    var box = el("div", "kg-tip");
    box.appendChild(el("div", "kg-tip-head", head));
    if (rows && rows.length) {
      var dl = el("dl");
      rows.forEach(function (r) {
        dl.appendChild(el("dt", null, r[0]));
        dl.appendChild(el("dd", r[0] === "quote" ? "kg-quote" : null, r[1]));
      });
      box.appendChild(dl);
    }
    return box;
  }

  var byId = {};
  var nodeList = data.nodes.map(function (n) {
    byId[n.id] = n;
    var o = Object.assign({}, n);
    o.title = tipBox(n.head, n.tip);
    return o;
  });
  var edgeList = data.edges.map(function (e) {
    var o = Object.assign({}, e);
    o.title = tipBox(e.head, e.tip);
    return o;
  });
  var nodes = new vis.DataSet(nodeList);
  var edges = new vis.DataSet(edgeList);
  var container = document.getElementById("kg-map");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, data.options);
  var api = {
    network: network, nodes: nodes, edges: edges, ready: false, highlighted: [], highlight: null,
    axis: data.axis || []
  };
  window.kgraphMap = api;
  window.network = network;

  // The time axis (layout "time"): a light vertical line and the date above each column. The
  // dates keep one size on screen whatever the zoom, and a date that would overlap the one
  // before it is left out (a big map's axis stays legible; zoom in to see them all).
  if (api.axis.length) {
    var ys = data.nodes.filter(function (n) { return typeof n.y === "number"; }).map(function (n) { return n.y; });
    var top = Math.min.apply(null, ys.concat([0])) - 60, bottom = Math.max.apply(null, ys.concat([0])) + 50;
    api.axisShown = [];
    network.on("beforeDrawing", function (ctx) {
      var scale = network.getScale() || 1;
      var size = 13 / scale;
      ctx.save();
      ctx.strokeStyle = "#dde3ea";
      ctx.lineWidth = 1 / scale;
      ctx.fillStyle = "#44546a";
      ctx.font = "bold " + size + "px system-ui, sans-serif";
      ctx.textAlign = "center";
      var shown = [], lastRight = -Infinity;
      api.axis.forEach(function (t) {
        ctx.beginPath();
        ctx.moveTo(t.x, top);
        ctx.lineTo(t.x, bottom);
        ctx.stroke();
        var half = ctx.measureText(String(t.label)).width / 2;
        if (t.x - half < lastRight + 8 / scale) return;
        ctx.fillText(String(t.label), t.x, top + 20 / scale);
        lastRight = t.x + half;
        shown.push({ label: String(t.label), left: (t.x - half) * scale, right: (t.x + half) * scale });
      });
      api.axisShown = shown;
      ctx.beginPath();
      ctx.strokeStyle = "#9aa7b6";
      ctx.moveTo(api.axis[0].x - 130, top);
      ctx.lineTo(api.axis[api.axis.length - 1].x + 60, top);
      ctx.stroke();
      ctx.restore();
    });
  }

  function lineage(start) {
    var seenN = {}, seenE = {}, queue = [start];
    seenN[start] = true;
    while (queue.length) {
      var cur = queue.shift();
      var ups = data.up[cur] || [];
      for (var i = 0; i < ups.length; i++) {
        var u = ups[i];
        if (u[2] && cur !== start) continue;  // "references" only from the clicked node
        seenE[u[1]] = true;
        if (!seenN[u[0]]) { seenN[u[0]] = true; queue.push(u[0]); }
      }
    }
    return { nodes: seenN, edges: seenE };
  }

  var edgeFont = (data.options.edges && data.options.edges.font) || {};
  var baseFont = {
    color: edgeFont.color || "#555555",
    strokeWidth: edgeFont.strokeWidth === undefined ? 3 : edgeFont.strokeWidth
  };

  function restyle(path) {
    nodes.update(data.nodes.map(function (n) {
      return { id: n.id, opacity: !path || path.nodes[n.id] ? 1 : 0.15 };
    }));
    edges.update(data.edges.map(function (e) {
      var on = !path || path.edges[e.id];
      var c = e.color || {};
      return {
        id: e.id,
        color: { color: c.color, highlight: c.highlight, hover: c.hover, opacity: on ? 1 : 0.08 },
        width: path && on ? Math.max(3, e.width || 1) : (e.width || 1),
        font: path ? { color: on ? "#555555" : "rgba(0,0,0,0)", strokeWidth: on ? 3 : 0 } : baseFont
      };
    }));
  }

  function showDetails(id, path) {
    var n = byId[id];
    details.textContent = "";
    var close = el("button", "kg-close", "\u00d7");
    close.type = "button";
    close.setAttribute("aria-label", "Close and reset");
    close.addEventListener("click", reset);
    details.appendChild(close);
    details.appendChild(tipBox(n.head, n.tip));
    var links = (n.links || []).map(safeUrl).filter(Boolean);
    if (links.length) {
      details.appendChild(el("h3", null, "Links"));
      var ul = el("ul", "kg-links");
      links.forEach(function (u) {
        var a = el("a", null, u);
        a.href = u;
        a.rel = "noopener noreferrer nofollow";
        a.target = "_blank";
        var li = el("li");
        li.appendChild(a);
        ul.appendChild(li);
      });
      details.appendChild(ul);
    }
    var up = Object.keys(path.nodes).filter(function (k) {
      return k !== id && byId[k] && LINEAGE_KINDS[byId[k].kind];
    }).map(function (k) { return byId[k]; });
    details.appendChild(el("h3", null, "Lineage: " + up.length + " documents, sources, sections and instances"));
    var list = el("ul", "kg-lineage");
    up.sort(function (a, b) { return a.head < b.head ? -1 : a.head > b.head ? 1 : 0; });
    up.slice(0, 60).forEach(function (x) { list.appendChild(el("li", null, x.head)); });
    if (up.length > 60) list.appendChild(el("li", null, "\u2026 and " + (up.length - 60) + " more"));
    details.appendChild(list);
    details.hidden = false;
  }

  function highlight(id) {
    if (!byId[id]) return;
    var path = lineage(id);
    restyle(path);
    api.highlighted = Object.keys(path.nodes);
    showDetails(id, path);
  }
  api.highlight = highlight;

  function reset() {
    restyle(null);
    api.highlighted = [];
    details.hidden = true;
    details.textContent = "";
    network.unselectAll();
    find.value = "";
  }
  api.reset = reset;

  network.on("click", function (p) {
    if (p.nodes.length) highlight(p.nodes[0]);
    else if (!p.edges.length) reset();
  });
  document.getElementById("kg-reset").addEventListener("click", reset);

  var findable = data.nodes.filter(function (n) { return n.kind !== "claim"; });
  findable.sort(function (a, b) { return a.head < b.head ? -1 : a.head > b.head ? 1 : 0; });
  findable.forEach(function (n) {
    var o = el("option", null, n.head.length > 90 ? n.head.slice(0, 89) + "\u2026" : n.head);
    o.value = n.id;
    find.appendChild(o);
  });
  find.addEventListener("change", function () {
    if (!find.value) { reset(); return; }
    network.selectNodes([find.value]);
    network.focus(find.value, { scale: 1.2, animation: false });
    highlight(find.value);
  });

  if (window.matchMedia && window.matchMedia("(max-width: 640px)").matches) {
    document.getElementById("kg-legend").open = false;
  }

  // Fit the whole map into the window, with a margin (labels and the axis stay inside), on
  // load and whenever the map's box changes size, until the reader moves or zooms it.
  var fitted = null;  // the view fitAll left: refit only while the view is still that one
  function view() {
    var p = network.getViewPosition();
    return [Math.round(p.x), Math.round(p.y), Math.round(network.getScale() * 1000)].join();
  }
  function fitAll() {
    network.fit({ animation: false });
    network.moveTo({ scale: network.getScale() * 0.9, animation: false });
    fitted = view();
  }
  api.fit = fitAll;
  if (window.ResizeObserver) {
    new ResizeObserver(function () {
      if (api.ready && fitted === view()) fitAll();
    }).observe(container);
  }

  function done() {
    if (api.ready) return;
    network.setOptions({ physics: { enabled: false } });
    fitAll();
    if (data.start) network.selectNodes([data.start]);
    status.textContent = data.nodes.length + " nodes, " + data.edges.length + " edges";
    api.ready = true;
    document.documentElement.setAttribute("data-kg-ready", "1");
  }
  network.on("stabilizationProgress", function (p) {
    status.textContent = "Laying out\u2026 " + Math.round((100 * p.iterations) / p.total) + "%";
  });
  network.once("stabilizationIterationsDone", done);
  network.once("stabilized", done);
  if (data.nodes.length < 2 || !data.options.physics || data.options.physics.enabled === false) setTimeout(done, 0);
  window.addEventListener("beforeprint", fitAll);
})();
